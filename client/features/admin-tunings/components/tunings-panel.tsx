import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type Tuning,
  type TuningFormInput,
  type TuningFormOutput,
  tuningFormSchema,
} from '../../../../common/schemas/tunings.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { CourseOptions } from '../../../components/admin/course-options.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { FormButtons } from '../../../components/admin/form-buttons.tsx';
import { InputField } from '../../../components/admin/input-field.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSchoolTuningsQuery } from '../../../lib/pitch/school-tunings.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveTunings } from '../api/save-tunings.ts';

export const TUNINGS_TEXT = {
  title: 'Tunings',
  description:
    'The school’s own tunings, each for one course, offered by the tuner in lessons and in the practice room after the standard guitar, violin and voice.',
  none: 'No tunings of the school’s own yet.',
  loading: 'Loading tunings...',
  add: 'Add tuning',
  stringsHint: 'Lowest first, separated by spaces, such as D3 A3 D4 A4 (F#4 or Bb2 for sharps and flats)',
} as const;

const stored = (list: Tuning[]) => list.map(({ course, label, strings }) => ({ course, label, strings }));

/** The school's tunings: the list with a Remove button each, and a form that adds one. */
export function TuningsPanel() {
  const tunings = useSchoolTuningsQuery();
  const save = useSaveTunings();
  const form = useForm<TuningFormInput, unknown, TuningFormOutput>({
    resolver: zodResolver(tuningFormSchema) as never,
    defaultValues: { course: '' as TuningFormInput['course'], label: '', strings: '' },
  });
  const field = fieldProps(form);
  const list = tunings.data?.tunings ?? [];

  const add = form.handleSubmit(async (tuning) => {
    try {
      await save.mutateAsync({ tunings: [...stored(list), tuning] });
    } catch {
      return; // Shown above the buttons; what was typed stays.
    }
    toast.success(`Tuning ‘${tuning.label}’ added`);
    form.reset();
  });
  const remove = async (index: number) => {
    const gone = list[index];
    try {
      await save.mutateAsync({ tunings: stored(list.filter((_, i) => i !== index)) });
      toast.success(`Tuning ‘${gone?.label}’ removed`);
    } catch {
      // Shown above the form.
    }
  };

  return (
    <AdminSection title={TUNINGS_TEXT.title} description={TUNINGS_TEXT.description}>
      {tunings.isPending ? (
        <p>{TUNINGS_TEXT.loading}</p>
      ) : tunings.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(tunings.error, 'Failed to load tunings')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-slate-700">{TUNINGS_TEXT.none}</p>
      ) : (
        <ul className="grid gap-2" aria-label="The school’s tunings">
          {list.map((t, i) => (
            <li
              key={`${t.course}/${t.label}`}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-plum-100 bg-white px-4 py-3"
            >
              <span className="font-semibold text-plum-900">{t.label}</span>
              <span className="text-sm text-slate-700">{t.courseLabel}</span>
              <span className="font-mono text-sm text-slate-900">{t.strings.join(' ')}</span>
              <button
                type="button"
                className="ml-auto rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                aria-label={`Remove ${t.label} (${t.courseLabel})`}
                disabled={save.isPending}
                onClick={() => void remove(i)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="New tuning">
        {save.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
            {errorText(save.error)}
          </p>
        ) : null}
        <SelectField label="Course" {...field('course')}>
          <CourseOptions />
        </SelectField>
        <InputField label="Tuning name" {...field('label')} autoComplete="off" />
        <div className="sm:col-span-2">
          <InputField
            label="Strings"
            hint={TUNINGS_TEXT.stringsHint}
            {...field('strings')}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <FormButtons
          submitting={save.isPending}
          submitLabel={TUNINGS_TEXT.add}
          disabled={tunings.isPending}
        />
      </form>
    </AdminSection>
  );
}
