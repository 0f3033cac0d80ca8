/** An admin form's last row: Cancel, then the submit button, which says Saving... while it saves. */
export function FormButtons({
  submitting,
  submitLabel,
  onCancel,
}: {
  submitting: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  return (
    <div className="flex justify-end gap-3 sm:col-span-2">
      <button type="button" className="btn-outline text-plum-800" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={submitting}>
        {submitting ? 'Saving...' : submitLabel}
      </button>
    </div>
  );
}
