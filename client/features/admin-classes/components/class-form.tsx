import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminClass,
  createClassSchema,
  updateClassSchema,
} from '../../../../common/schemas/admin-classes.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveClass } from '../api/admin-classes-api.ts';

type Values = {
  batchName: string;
  teacherId: string;
  studentId: string;
  classDate: string;
  classTime: string;
  durationMinutes: string;
  passwordAction: 'keep' | 'set' | 'remove';
  joinPassword: string;
};

type Props = {
  cls: AdminClass | null;
  teachers: AdminUser[];
  students: AdminUser[];
  today: string;
  onDone(): void;
};

/**
 * Schedules a one-to-one class, or edits one (`cls`); a join password is optional.
 * Mounted with its dialog and only once the people to choose from are loaded, so the
 * selects start on the class's own teacher and student.
 */
export function ClassForm({ cls, teachers, students, today, onDone }: Props) {
  const save = useSaveClass();
  const editing = Boolean(cls);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(editing ? updateClassSchema : createClassSchema) as never,
    defaultValues: {
      batchName: cls?.batchName ?? '',
      teacherId: cls ? String(cls.teacher.id) : '',
      studentId: cls ? String(cls.student.id) : '',
      classDate: cls?.classDate ?? today,
      classTime: cls?.classTime ?? '',
      durationMinutes: String(cls?.durationMinutes ?? 60),
      passwordAction: cls ? 'keep' : 'set',
      joinPassword: '',
    },
  });
  const passwordAction = watch('passwordAction');

  const submit = handleSubmit(async (values) => {
    const { passwordAction: action, ...fields } = values;
    try {
      await save.mutateAsync({ id: cls?.id, input: editing ? values : fields });
      toast.success(editing ? 'Class updated' : 'Class scheduled');
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  });

  const people = (list: AdminUser[]) =>
    list.map((p) => (
      <option key={p.id} value={p.id}>
        {p.firstName} {p.lastName} ({p.email})
      </option>
    ));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {save.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          {errorText(save.error)}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <FormField label="Batch name" error={errors.batchName?.message}>
          {(ids) => <input {...ids} {...register('batchName')} autoComplete="off" className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Teacher" error={errors.teacherId?.message}>
        {(ids) => (
          <select {...ids} {...register('teacherId')} className={inputClass}>
            <option value="">Choose a teacher</option>
            {people(teachers)}
          </select>
        )}
      </FormField>
      <FormField label="Student" error={errors.studentId?.message}>
        {(ids) => (
          <select {...ids} {...register('studentId')} className={inputClass}>
            <option value="">Choose a student</option>
            {people(students)}
          </select>
        )}
      </FormField>
      <FormField label="Date" error={errors.classDate?.message}>
        {(ids) => <input {...ids} {...register('classDate')} type="date" className={inputClass} />}
      </FormField>
      <FormField label="Time" hint="School time" error={errors.classTime?.message}>
        {(ids) => <input {...ids} {...register('classTime')} type="time" className={inputClass} />}
      </FormField>
      <FormField label="Duration (minutes)" error={errors.durationMinutes?.message}>
        {(ids) => (
          <input
            {...ids}
            {...register('durationMinutes')}
            type="number"
            inputMode="numeric"
            min={15}
            max={240}
            step={5}
            className={inputClass}
          />
        )}
      </FormField>
      {editing ? (
        <FormField
          label="Join password"
          hint={cls?.hasPassword ? 'This class has a join password' : 'This class has no join password'}
        >
          {(ids) => (
            <select {...ids} {...register('passwordAction')} className={inputClass}>
              <option value="keep">Keep as it is</option>
              <option value="set">Set a new password</option>
              {cls?.hasPassword ? <option value="remove">Remove the password</option> : null}
            </select>
          )}
        </FormField>
      ) : null}
      {passwordAction === 'set' ? (
        <FormField
          label={editing ? 'New join password' : 'Join password (optional)'}
          hint="Students enter it to join; stored hashed"
          error={errors.joinPassword?.message}
        >
          {(ids) => (
            <input
              {...ids}
              {...register('joinPassword')}
              type="password"
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </FormField>
      ) : null}
      <div className="flex justify-end gap-3 sm:col-span-2">
        <button type="button" className="btn-outline text-plum-800" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : editing ? 'Save' : 'Schedule class'}
        </button>
      </div>
    </form>
  );
}
