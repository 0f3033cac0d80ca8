import type { ComponentProps } from 'react';
import { InputField } from './input-field.tsx';

/** A money amount as typed (rupees, with paise after a point): the decimal keypad, never autofilled. */
export function AmountField(props: Omit<ComponentProps<typeof InputField>, 'inputMode' | 'autoComplete'>) {
  return <InputField inputMode="decimal" autoComplete="off" {...props} />;
}
