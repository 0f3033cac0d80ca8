import { AlertDialog } from 'radix-ui';

/** A teacher's leave ends the class: asked once before it happens. */
export function LeaveConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-serif text-2xl text-plum-900">Leave Class?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            This will mark the class as completed
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="btn-outline text-plum-900 hover:bg-plum-50">
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className="btn-primary" onClick={onConfirm}>
              Leave Class
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
