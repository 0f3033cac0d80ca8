import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from './input-field.tsx';

type Props = { label: string; hint: string; error?: string; registration: UseFormRegisterReturn };

/** A password being set (a person's or a class's): hidden as typed, never filled in by the browser. */
export function NewPasswordField(props: Props) {
  return <InputField {...props} type="password" autoComplete="new-password" />;
}
