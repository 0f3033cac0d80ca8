import type { FieldProps } from './field-props.ts';
import { InputField } from './input-field.tsx';

/** A lesson's length: 15 to 240 minutes, as the lesson schemas allow, in steps of five. */
export function DurationField(props: FieldProps) {
  return (
    <InputField
      label="Duration (minutes)"
      {...props}
      type="number"
      inputMode="numeric"
      min={15}
      max={240}
      step={5}
    />
  );
}
