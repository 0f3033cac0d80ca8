import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Recital, updateRecitalSchema } from '../../../../common/schemas/recitals.ts';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetViewerCap } from '../api/set-viewer-cap.ts';

/** The recital's viewer limit; lowered, it turns away new viewers only. */
export function ViewerCapForm({ recital }: { recital: Recital }) {
  const save = useSetViewerCap();
  const form = useForm<{ viewerCap: string }>({
    resolver: zodResolver(updateRecitalSchema) as never,
    defaultValues: { viewerCap: String(recital.viewer_cap) },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: recital.id, viewerCap: Number(values.viewerCap) });
      toast.success(`Viewer limit is now ${saved.viewer_cap}`);
    } catch {
      // Shown under the field from the mutation's error.
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-40">
        <InputField
          label="Viewer limit"
          type="number"
          inputMode="numeric"
          min={1}
          {...fieldProps(form)('viewerCap')}
        />
      </div>
      <button type="submit" className="btn-outline py-2.5 text-plum-800" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save limit'}
      </button>
      <p className="pb-2.5 text-sm text-slate-600">{recital.viewers} watching now</p>
      {save.error ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          {errorText(save.error)}
        </p>
      ) : null}
    </form>
  );
}
