import { Dialog } from 'radix-ui';
import { Icon } from './icon.tsx';

/** A dialog's round × button in its title row; `className` sets its size and colours. */
export function DialogCloseButton({
  label = 'Close',
  className,
  iconClassName,
}: {
  label?: string;
  className: string;
  iconClassName?: string;
}) {
  return (
    <Dialog.Close
      className={`inline-flex items-center justify-center rounded-full ${className}`}
      aria-label={label}
    >
      <Icon name="close" className={iconClassName} />
    </Dialog.Close>
  );
}
