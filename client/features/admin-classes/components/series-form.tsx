import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { type CreateSeriesInput, createSeriesSchema } from '../../../../common/schemas/calendar.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckSeries, useCreateSeries } from '../api/series-api.ts';
import { useChosenStudent } from '../hooks/use-chosen-student.ts';
import { EnrolmentField } from './enrolment-field.tsx';
import { LessonPeopleFields, SeriesScheduleFields } from './lesson-fields.tsx';
import { SeriesCheckResult } from './series-check-result.tsx';

type Values = {
  batchName: string;
  teacherId: string;
  studentId: string;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  startTime: string;
  durationMinutes: string;
  firstDate: string;
  end: { kind: 'date' | 'count'; untilDate: string; lessonCount: string };
  joinPassword: string;
  enrolmentId: string;
};

type Props = { teachers: AdminUser[]; students: AdminUser[]; today: string; onDone(): void };

/**
 * A weekly series: its days and start on the school's clock, its first lesson, and an end (a
 * date or a number of lessons). 'Check' lists the lessons and every clash, storing nothing;
 * 'Create series' stores them, or keeps what was typed and shows the server's clashes.
 */
export function SeriesForm({ teachers, students, today, onDone }: Props) {
  const check = useCheckSeries();
  const create = useCreateSeries();
  const form = useForm<Values>({
    resolver: zodResolver(createSeriesSchema) as never,
    defaultValues: {
      batchName: '',
      teacherId: '',
      studentId: '',
      weekdays: [],
      startTime: '',
      durationMinutes: '60',
      firstDate: today,
      end: { kind: 'date', untilDate: '', lessonCount: '' },
      joinPassword: '',
      enrolmentId: '',
    },
  });
  const studentId = useChosenStudent(form);
  // A check speaks of the values it was made with: a change makes it stale.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => check.reset());
    return unsubscribe;
  }, [form, check.reset]);

  const field = (name: Path<Values>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const endKind = form.watch('end.kind');
  // The resolver hands over the schema's output, which its input type accepts.
  const asInput = (values: Values) => values as unknown as CreateSeriesInput;

  const onCheck = form.handleSubmit(async (values) => {
    create.reset();
    await check.mutateAsync(asInput(values)).catch(() => {});
  });
  const onCreate = form.handleSubmit(async (values) => {
    try {
      const { Series } = await create.mutateAsync(asInput(values));
      toast.success(`Series created with ${Series.lessons.length} lessons`);
      onDone();
    } catch {
      // Shown above the buttons from the mutation's error; what was typed stays.
    }
  });
  const failure = create.error ?? check.error;
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={onCreate} noValidate className="grid gap-4 sm:grid-cols-2">
      <LessonPeopleFields field={field} teachers={teachers} students={students} />
      <SeriesScheduleFields control={form.control} weekdays="weekdays" field={field} endKind={endKind} />
      <EnrolmentField studentId={studentId} {...field('enrolmentId')} />
      {check.data ? (
        <div className="sm:col-span-2">
          <SeriesCheckResult
            lessons={check.data.lessons}
            clashes={check.data.clashes}
            enrolmentRefusal={check.data.enrolmentRefusal}
          />
        </div>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm whitespace-pre-line text-red-800 sm:col-span-2"
        >
          {errorText(failure)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <button type="button" className="btn-outline text-plum-800" onClick={onDone}>
          Cancel
        </button>
        <button type="button" className="btn-outline text-plum-800" onClick={onCheck} disabled={busy}>
          {check.isPending ? 'Checking...' : 'Check'}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {create.isPending ? 'Creating...' : 'Create series'}
        </button>
      </div>
    </form>
  );
}
