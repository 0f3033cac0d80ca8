import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import {
  type CreateGroupClassInput,
  createGroupClassSchema,
} from '../../../../common/schemas/group-classes.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { PersonSelectField } from '../../../components/admin/person-select-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateGroupClass } from '../api/group-classes-api.ts';
import { SeriesScheduleFields } from './lesson-fields.tsx';

type Values = {
  batchName: string;
  teacherId: string;
  studentIds: string[];
  weekdays: number[];
  startTime: string;
  durationMinutes: string;
  firstDate: string;
  end: { kind: 'date' | 'count'; untilDate: string; lessonCount: string };
  joinPassword: string;
};

type Props = { teachers: AdminUser[]; students: AdminUser[]; today: string; onDone(): void };

const choiceClass = 'flex min-h-11 items-center gap-2 text-sm text-slate-800';

/**
 * A weekly group class: a series' fields with several students (the server caps how many). A
 * refusal (every clash, or a school without Janus) is shown in its words and what was typed stays.
 */
export function GroupClassForm({ teachers, students, today, onDone }: Props) {
  const create = useCreateGroupClass();
  const form = useForm<Values>({
    resolver: zodResolver(createGroupClassSchema) as never,
    defaultValues: {
      batchName: '',
      teacherId: '',
      studentIds: [],
      weekdays: [],
      startTime: '',
      durationMinutes: '60',
      firstDate: today,
      end: { kind: 'count', untilDate: '', lessonCount: '' },
      joinPassword: '',
    },
  });
  const field = (name: Path<Values>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const endKind = form.watch('end.kind');
  const onCreate = form.handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(values as unknown as CreateGroupClassInput);
      toast.success(`Group class created with ${made.lessons.length} lessons`);
      onDone();
    } catch {
      // Shown above the buttons from the mutation's error.
    }
  });
  const studentsError = form.getFieldState('studentIds', form.formState).error?.message;

  return (
    <form onSubmit={onCreate} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <InputField label="Batch name" {...field('batchName')} autoComplete="off" />
      </div>
      <PersonSelectField of="teacher" people={teachers} {...field('teacherId')} />
      <fieldset className="flex max-h-56 flex-col gap-1 overflow-y-auto sm:row-span-2">
        <legend className="mb-1 text-sm font-semibold text-plum-900">Students</legend>
        {students.map((s) => (
          <label key={s.id} className={choiceClass}>
            <input type="checkbox" value={s.id} {...form.register('studentIds')} className="size-5" />
            {s.firstName} {s.lastName}
          </label>
        ))}
        {studentsError ? <p className="text-sm text-red-700">{studentsError}</p> : null}
      </fieldset>
      <SeriesScheduleFields control={form.control} weekdays="weekdays" field={field} endKind={endKind} />
      {create.error ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm whitespace-pre-line text-red-800 sm:col-span-2"
        >
          {errorText(create.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <button type="button" className="btn-outline text-plum-800" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {create.isPending ? 'Creating...' : 'Create group class'}
        </button>
      </div>
    </form>
  );
}
