/** A form's last row: Cancel (when it can be cancelled), then the submit button, which says Saving... while it saves. */
export function FormButtons({
  submitting,
  submitLabel,
  onCancel,
  disabled = false,
}: {
  submitting: boolean;
  submitLabel: string;
  onCancel?(): void;
  /** Held back although not saving, as while a required field is empty. */
  disabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-3 sm:col-span-2">
      {onCancel ? (
        <button type="button" className="btn-outline text-plum-800" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
      <button type="submit" className="btn-primary" disabled={submitting || disabled}>
        {submitting ? 'Saving...' : submitLabel}
      </button>
    </div>
  );
}
