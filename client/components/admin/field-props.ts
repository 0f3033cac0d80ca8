import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** What a field component takes of its form: the field's registration and its error message. */
export type FieldProps = { registration: UseFormRegisterReturn; error?: string };

/** A form's field by name: its registration and its error message, to spread into a field component. */
export function fieldProps<Values extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<Values>, 'register' | 'formState'>) {
  return (name: Path<Values>): FieldProps => ({
    registration: register(name),
    error: (formState.errors[name] as FieldError | undefined)?.message,
  });
}
