import { Icon, type IconName } from '../../../components/ui/icon.tsx';

/**
 * Video or Audio on/off as an icon button: the name stays, aria-pressed says the state, and
 * off shows the crossed icon on red.
 */
export function ToggleButton({
  label,
  on,
  icon,
  offIcon,
  onChange,
}: {
  label: string;
  on: boolean;
  icon: IconName;
  offIcon: IconName;
  onChange(on: boolean): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={on}
      title={`${label} ${on ? 'on' : 'off'}`}
      onClick={() => onChange(!on)}
      className={`inline-flex size-9 items-center justify-center rounded-full transition ${on ? 'bg-white/15 text-white hover:bg-white/25' : 'bg-red-600 text-white hover:bg-red-500'}`}
    >
      <Icon name={on ? icon : offIcon} />
    </button>
  );
}
