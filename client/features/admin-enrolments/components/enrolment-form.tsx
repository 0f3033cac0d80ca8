import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  COURSE_TYPE_LABELS,
  type CourseValue,
  courseByValue,
  courseTypesFor,
} from '../../../../common/courses.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { type CreateEnrolmentInput, createEnrolmentSchema } from '../../../../common/schemas/enrolments.ts';
import { AdminForm } from '../../../components/admin/admin-form.tsx';
import { AmountField } from '../../../components/admin/amount-field.tsx';
import { CourseOptions } from '../../../components/admin/course-options.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { LessonCountField } from '../../../components/admin/lesson-count-field.tsx';
import { LessonDateField } from '../../../components/admin/lesson-date-field.tsx';
import { PersonSelectField } from '../../../components/admin/person-select-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useCreateEnrolment } from '../api/admin-enrolments-api.ts';

type Values = {
  studentId: string;
  teacherId: string;
  course: string;
  planType: string;
  validFrom: string;
  price: string;
  sessions: string;
};

type Props = { teachers: AdminUser[]; students: AdminUser[]; today: string; onDone(): void };

/** Enrols a student: course and plan, teacher, start; price and sessions only where they differ from the price list and the terms. */
export function EnrolmentForm({ teachers, students, today, onDone }: Props) {
  const create = useCreateEnrolment();
  const form = useForm<Values>({
    resolver: zodResolver(createEnrolmentSchema) as never,
    defaultValues: {
      studentId: '',
      teacherId: '',
      course: '',
      planType: '',
      validFrom: today,
      price: '',
      sessions: '',
    },
  });
  const field = fieldProps(form);
  const course = courseByValue(form.watch('course'));
  const plans = course ? courseTypesFor(course.value as CourseValue) : [];
  return (
    <AdminForm
      form={form}
      save={create}
      onSave={(values) => create.mutateAsync(values as unknown as CreateEnrolmentInput)}
      saved="Student enrolled"
      onDone={onDone}
      submitLabel="Enrol"
      twoColumns
    >
      <PersonSelectField of="student" people={students} {...field('studentId')} />
      <PersonSelectField of="teacher" people={teachers} {...field('teacherId')} />
      <SelectField label="Course" {...field('course')}>
        <CourseOptions />
      </SelectField>
      <SelectField label="Plan" {...field('planType')}>
        <option value="">Choose a plan</option>
        {plans.map((p) => (
          <option key={p} value={p}>
            {COURSE_TYPE_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <LessonDateField label="Starts" {...field('validFrom')} />
      <AmountField label="Price (optional)" hint="Empty: the price list's price" {...field('price')} />
      <LessonCountField
        label="Sessions (optional)"
        hint="Empty: the plan's sessions under the terms"
        {...field('sessions')}
      />
    </AdminForm>
  );
}
