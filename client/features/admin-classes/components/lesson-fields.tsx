import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import type { FieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { LessonCountField } from '../../../components/admin/lesson-count-field.tsx';
import { LessonDateField } from '../../../components/admin/lesson-date-field.tsx';
import { NewPasswordField } from '../../../components/admin/new-password-field.tsx';
import { PersonSelectField } from '../../../components/admin/person-select-field.tsx';
import { RadioChoice } from '../../../components/admin/radio-choice.tsx';
import { WeeklyLessonFields } from '../../../components/admin/weekly-lesson-fields.tsx';

type Props = {
  field(name: 'batchName' | 'teacherId' | 'studentId'): FieldProps;
  teachers: AdminUser[];
  students: AdminUser[];
};

/** The fields a class and a weekly series both start with: the batch's name, its teacher and its student. */
export function LessonPeopleFields({ field, teachers, students }: Props) {
  return (
    <>
      <div className="sm:col-span-2">
        <InputField label="Batch name" {...field('batchName')} autoComplete="off" />
      </div>
      <PersonSelectField of="teacher" people={teachers} {...field('teacherId')} />
      <PersonSelectField of="student" people={students} {...field('studentId')} />
    </>
  );
}

type ScheduleProps<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  weekdays: FieldPathByValue<Values, number[]>;
  field(
    name:
      | 'startTime'
      | 'durationMinutes'
      | 'firstDate'
      | 'end.kind'
      | 'end.untilDate'
      | 'end.lessonCount'
      | 'joinPassword',
  ): FieldProps;
  endKind: 'date' | 'count';
};

const choiceClass = 'flex min-h-11 items-center gap-2 text-sm text-slate-800';

/**
 * What a one-to-one series and a group class both ask after their people: the days, start and
 * length, the first lesson, the end (a date or a number of lessons) and the join password.
 */
export function SeriesScheduleFields<Values extends FieldValues, Output>({
  control,
  weekdays,
  field,
  endKind,
}: ScheduleProps<Values, Output>) {
  return (
    <>
      <WeeklyLessonFields
        control={control}
        weekdays={weekdays}
        startTime={field('startTime')}
        duration={field('durationMinutes')}
      />
      <LessonDateField label="First lesson" {...field('firstDate')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-plum-900">Ends</legend>
        <RadioChoice registration={field('end.kind').registration} value="date" className={choiceClass}>
          On date
        </RadioChoice>
        <RadioChoice registration={field('end.kind').registration} value="count" className={choiceClass}>
          After a number of lessons
        </RadioChoice>
      </fieldset>
      {/* Keyed: one input element must not carry the other's value across the switch. */}
      {endKind === 'date' ? (
        <LessonDateField key="untilDate" label="Last date" {...field('end.untilDate')} />
      ) : (
        <LessonCountField key="lessonCount" label="Number of lessons" {...field('end.lessonCount')} />
      )}
      <NewPasswordField
        label="Join password (optional)"
        hint="Students enter it to join; stored hashed"
        {...field('joinPassword')}
      />
    </>
  );
}
