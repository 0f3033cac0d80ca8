import type { Path } from 'react-hook-form';
import {
  COURSE_TYPE_LABELS,
  type CourseValue,
  courseByValue,
  courseTypesFor,
  planSessions,
} from '../../../../common/courses.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { CourseOptions } from '../../../components/admin/course-options.tsx';
import { InputField } from '../../../components/admin/input-field.tsx';
import { LessonDateField } from '../../../components/admin/lesson-date-field.tsx';
import { PersonSelectField } from '../../../components/admin/person-select-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { WeeklyLessonFields } from '../../../components/admin/weekly-lesson-fields.tsx';
import type { AcceptFormApi, AcceptFormValues } from './accept-form-schema.ts';

type Props = {
  form: AcceptFormApi;
  index: number;
  teachers: AdminUser[];
  /** Removes this course's block; none when it is the only one. */
  onRemove?(): void;
};

/** The plans a course offers, each with its sessions: "Quarter Course (24 sessions)". */
function planOptions(course: string) {
  const known = courseByValue(course);
  return (known ? courseTypesFor(known.value) : []).map((type) => (
    <option key={type} value={type}>
      {COURSE_TYPE_LABELS[type]} ({planSessions(known?.value as CourseValue, type)})
    </option>
  ));
}

/**
 * One course of the enrolment: the course and plan (the applicant's choice, which the admin may
 * change), its teacher, start date and price, and its weekly lessons.
 */
export function AcceptChoiceFields({ form, index, teachers, onRemove }: Props) {
  const name = <K extends string>(key: K) => `choices.${index}.${key}` as Path<AcceptFormValues>;
  const error = (key: string) => form.getFieldState(name(key), form.formState).error?.message;
  const field = (key: string) => ({ registration: form.register(name(key)), error: error(key) });
  const course = form.watch(`choices.${index}.course`);
  const weekly = form.watch(`choices.${index}.weekly`);
  const number = index + 1;
  // A course without the plan chosen (no crash course for production, dual, all-in-one) takes its first plan.
  const courseRegistration = form.register(`choices.${index}.course`, {
    onChange: (e: { target: { value: string } }) => {
      const known = courseByValue(e.target.value);
      const plan = form.getValues(`choices.${index}.planType`);
      if (known && !courseTypesFor(known.value).some((t) => t === plan))
        form.setValue(`choices.${index}.planType`, courseTypesFor(known.value)[0] ?? '');
    },
  });

  return (
    <fieldset className="grid gap-4 rounded-xl border border-plum-100 p-4 sm:grid-cols-2">
      <legend className="px-1 font-sans text-sm font-semibold text-plum-900">Course {number}</legend>
      <SelectField label="Course" error={error('course')} registration={courseRegistration}>
        <CourseOptions />
      </SelectField>
      <SelectField label="Plan" {...field('planType')}>
        <option value="">Choose a plan</option>
        {planOptions(course)}
      </SelectField>
      <PersonSelectField of="teacher" people={teachers} {...field('teacherId')} />
      <LessonDateField label="Start date" {...field('startDate')} />
      <InputField
        label="Price"
        hint="Leave empty for the price list's price"
        placeholder="Price list"
        inputMode="decimal"
        autoComplete="off"
        {...field('price')}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-plum-900">
          <input
            type="checkbox"
            className="size-4 accent-plum-700"
            {...form.register(`choices.${index}.weekly`)}
          />
          Book weekly lessons now
        </label>
        <p className="text-xs text-slate-500">
          {weekly
            ? "Books as many weekly lessons as the plan's sessions, from the start date. Days and times are on the school's clock."
            : 'No lessons are booked now: schedule them later from Classes.'}
        </p>
      </div>
      {weekly ? (
        <WeeklyLessonFields
          control={form.control}
          weekdays={`choices.${index}.series.weekdays`}
          startTime={field('series.startTime')}
          duration={field('series.durationMinutes')}
        />
      ) : null}
      {onRemove ? (
        <div className="flex justify-end sm:col-span-2">
          <button type="button" className="btn-outline text-plum-800" onClick={onRemove}>
            Remove course {number}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
