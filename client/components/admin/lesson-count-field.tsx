import type { FieldProps } from './field-props.ts';
import { InputField } from './input-field.tsx';

/** A number of lessons (a series' or an enrolment's): a whole number, at least one. */
export function LessonCountField(props: FieldProps & { label: string; hint?: string }) {
  return <InputField {...props} type="number" inputMode="numeric" min={1} />;
}
