import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminClass,
  createClassSchema,
  updateClassSchema,
} from '../../../../common/schemas/admin-classes.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import type { EDIT_SCOPES } from '../../../../common/schemas/calendar.ts';
import { AdminForm } from '../../../components/admin/admin-form.tsx';
import { DurationField } from '../../../components/admin/duration-field.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { LessonDateField } from '../../../components/admin/lesson-date-field.tsx';
import { NewPasswordField } from '../../../components/admin/new-password-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useCreateClass, useUpdateClass } from '../api/admin-classes-api.ts';
import { useChosenStudent } from '../hooks/use-chosen-student.ts';
import { EnrolmentField } from './enrolment-field.tsx';
import { LessonPeopleFields } from './lesson-fields.tsx';

type Values = {
  batchName: string;
  teacherId: string;
  studentId: string;
  classDate: string;
  classTime: string;
  durationMinutes: string;
  passwordAction: 'keep' | 'set' | 'remove';
  joinPassword: string;
  enrolmentId: string;
};

/** The cancelled lesson a new class is booked to make up for. */
export type MakeUpOf = {
  classId: number;
  batchName: string;
  teacherId: number;
  studentId: number;
  whenLabel: string;
};

type Props = {
  cls: AdminClass | null;
  /** Editing a lesson of a series: this lesson only, or it and the later ones. */
  scope?: (typeof EDIT_SCOPES)[number];
  /** Booking a make-up: the form starts on its batch, teacher and student. */
  makeUp?: MakeUpOf | null;
  teachers: AdminUser[];
  students: AdminUser[];
  today: string;
  onDone(): void;
};

const SCOPE_NOTES = {
  this: 'Saves this lesson only; the rest of its series stays as it is.',
  later: 'Saves this lesson and the later lessons of its series with the same change of day and time.',
};

/**
 * Schedules a one-to-one class (a make-up when `makeUp` is given), or edits one (`cls`); a join
 * password is optional. Mounted with its dialog and only once the people to choose from are
 * loaded, so the selects start on the class's own teacher and student.
 */
export function ClassForm({ cls, scope, makeUp, teachers, students, today, onDone }: Props) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const save = cls ? update : create;
  const editing = Boolean(cls);
  const form = useForm<Values>({
    resolver: zodResolver(editing ? updateClassSchema : createClassSchema) as never,
    defaultValues: {
      batchName: cls?.batchName ?? makeUp?.batchName ?? '',
      teacherId: String(cls?.teacher.id ?? makeUp?.teacherId ?? ''),
      studentId: String(cls?.student.id ?? makeUp?.studentId ?? ''),
      classDate: cls?.classDate ?? today,
      classTime: cls?.classTime ?? '',
      durationMinutes: String(cls?.durationMinutes ?? 60),
      passwordAction: cls ? 'keep' : 'set',
      joinPassword: '',
      enrolmentId: '',
    },
  });
  const studentId = useChosenStudent(form);
  const field = fieldProps(form);
  const passwordAction = form.watch('passwordAction');

  return (
    <AdminForm
      form={form}
      save={save}
      onSave={(values) => {
        if (cls) {
          const { enrolmentId: _new, ...edited } = values;
          return update.mutateAsync({ id: cls.id, input: scope ? { ...edited, scope } : edited });
        }
        // A new class has no password to keep or remove.
        const { passwordAction: action, ...fields } = values;
        return create.mutateAsync(makeUp ? { ...fields, makeUpFor: makeUp.classId } : fields);
      }}
      saved={editing ? 'Class updated' : makeUp ? 'Make-up booked' : 'Class scheduled'}
      onDone={onDone}
      submitLabel={editing ? 'Save' : 'Schedule class'}
      twoColumns
    >
      {scope ? <p className="text-sm text-slate-700 sm:col-span-2">{SCOPE_NOTES[scope]}</p> : null}
      {makeUp ? (
        <p className="text-sm text-slate-700 sm:col-span-2">
          Make-up for {makeUp.batchName}, {makeUp.whenLabel}
        </p>
      ) : null}
      <LessonPeopleFields field={field} teachers={teachers} students={students} />
      <LessonDateField label="Date" {...field('classDate')} />
      <InputField label="Time" hint="School time" {...field('classTime')} type="time" />
      <DurationField {...field('durationMinutes')} />
      {editing ? null : (
        <EnrolmentField
          studentId={studentId}
          {...field('enrolmentId')}
          hint={makeUp ? "Left as none: the make-up counts against its lesson's enrolment" : undefined}
        />
      )}
      {editing ? (
        <SelectField
          label="Join password"
          hint={cls?.hasPassword ? 'This class has a join password' : 'This class has no join password'}
          registration={form.register('passwordAction')}
        >
          <option value="keep">Keep as it is</option>
          <option value="set">Set a new password</option>
          {cls?.hasPassword ? <option value="remove">Remove the password</option> : null}
        </SelectField>
      ) : null}
      {passwordAction === 'set' ? (
        <NewPasswordField
          label={editing ? 'New join password' : 'Join password (optional)'}
          hint="Students enter it to join; stored hashed"
          {...field('joinPassword')}
        />
      ) : null}
    </AdminForm>
  );
}
