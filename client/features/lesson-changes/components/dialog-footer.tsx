import { Dialog } from 'radix-ui';
import { errorText } from '../../../lib/error-text.ts';

type Props = {
  /** The confirming button's label, and what it says while the call is under way. */
  confirm: string;
  busy: string;
  pending: boolean;
  /** Why the confirming button cannot be pressed (shown, and named by the button); null when it can. */
  blockedBy: { id: string } | null;
  disabled?: boolean;
  error: unknown;
  onConfirm(): void;
  /** The way out without a change. */
  back?: string;
};

/** A change dialog's last lines: what went wrong, a way out, and the confirming button. */
export function DialogFooter({
  confirm,
  busy,
  pending,
  blockedBy,
  disabled = false,
  error,
  onConfirm,
  back = 'Back',
}: Props) {
  return (
    <div className="mt-6">
      {error ? (
        <p role="alert" className="mb-3 text-sm text-rose-700">
          {errorText(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close className="btn-outline px-5 py-2 text-plum-800">{back}</Dialog.Close>
        <button
          type="button"
          className="btn-primary px-5 py-2"
          disabled={pending || disabled || blockedBy !== null}
          aria-describedby={blockedBy?.id}
          onClick={onConfirm}
        >
          {pending ? busy : confirm}
        </button>
      </div>
    </div>
  );
}
