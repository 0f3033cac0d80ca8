import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { type CreateRecitalInput, createRecitalSchema } from '../../../../common/schemas/recitals.ts';
import { DurationField } from '../../../components/admin/duration-field.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { LessonDateField } from '../../../components/admin/lesson-date-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateRecital } from '../api/create-recital.ts';
import { RunningOrderPicker } from './running-order-picker.tsx';

type Values = {
  title: string;
  date: string;
  time: string;
  durationMinutes: string;
  viewerCap: string;
  performerIds: number[];
};

const EMPTY: Values = {
  title: '',
  date: '',
  time: '',
  durationMinutes: '60',
  viewerCap: '50',
  performerIds: [],
};

/** Schedules a recital: its title and time on the school's clock, performers in running order, viewer limit. */
export function ScheduleRecitalForm({ students }: { students: { id: number; name: string }[] }) {
  const create = useCreateRecital();
  const form = useForm<Values>({ resolver: zodResolver(createRecitalSchema) as never, defaultValues: EMPTY });
  const field = fieldProps(form);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(values as unknown as CreateRecitalInput);
      toast.success(`${made.title} is scheduled`);
      form.reset(EMPTY);
    } catch {
      // Shown above the button from the mutation's error.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <InputField label="Title" {...field('title')} autoComplete="off" />
      </div>
      <LessonDateField label="Date" {...field('date')} />
      <InputField label="Start time (school time)" type="time" {...field('time')} />
      <DurationField {...field('durationMinutes')} />
      <InputField
        label="Viewer limit"
        hint="Browsers that may watch at once"
        type="number"
        inputMode="numeric"
        min={1}
        {...field('viewerCap')}
      />
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="performerIds"
          render={({ field: f, fieldState }) => (
            <RunningOrderPicker
              students={students}
              value={f.value}
              onChange={f.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      {create.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {errorText(create.error)}
        </p>
      ) : null}
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {create.isPending ? 'Scheduling...' : 'Schedule recital'}
        </button>
      </div>
    </form>
  );
}
