import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A form's field by name: its registration and its error message, to spread into a field component. */
export function fieldProps<Values extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<Values>, 'register' | 'formState'>) {
  return (name: Path<Values>) => ({
    registration: register(name),
    error: (formState.errors[name] as FieldError | undefined)?.message,
  });
}
