import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminClass } from '../../../../common/schemas/admin-classes.ts';
import { endSeriesSchema } from '../../../../common/schemas/calendar.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { LessonDateField } from '../../../components/admin/lesson-date-field.tsx';
import { useEndSeries } from '../api/series-api.ts';

type Props = {
  /** A lesson of the series to end. */
  cls: AdminClass | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The school's date today: lessons from it on are removed unless another date is chosen. */
  today: string;
};

const END_SERIES_NOTE = 'Lessons from this date on that have not started are removed; past lessons stay.';

/** Ends a lesson's series from a date (today unless changed); what has started or passed is kept. */
export function EndSeriesDialog({ cls, open, onOpenChange, today }: Props) {
  const end = useEndSeries();
  const form = useForm<{ fromDate: string }>({
    resolver: zodResolver(endSeriesSchema),
    values: { fromDate: today },
  });
  const field = fieldProps(form);
  return (
    <FormDialog
      title="End series"
      description={
        cls
          ? `${cls.batchName}: ${cls.teacher.firstName} ${cls.teacher.lastName} with ${cls.student.firstName} ${cls.student.lastName}`
          : undefined
      }
      open={open}
      onOpenChange={onOpenChange}
      onClose={() => form.reset({ fromDate: today })}
      form={form}
      save={end}
      onSave={({ fromDate }) => end.mutateAsync({ seriesId: cls?.seriesId ?? 0, fromDate })}
      saved="Series ended"
      submitLabel="End series"
    >
      <LessonDateField label="Remove lessons from" hint={END_SERIES_NOTE} {...field('fromDate')} />
    </FormDialog>
  );
}
