import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from './input-field.tsx';

type Props = { registration: UseFormRegisterReturn; error?: string };

/** A lesson's length: 15 to 240 minutes, as the lesson schemas allow, in steps of five. */
export function DurationField(props: Props) {
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
