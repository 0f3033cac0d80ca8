/** A form's refusal that is about no one field, above its fields. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm whitespace-pre-line text-red-800 sm:col-span-2"
    >
      {message}
    </p>
  );
}
