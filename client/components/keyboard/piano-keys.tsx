import { useId } from 'react';
import {
  HIGHEST_KEY,
  isBlackKey,
  type KeyboardModel,
  type KeyboardView,
  keyName,
  LOWEST_KEY,
} from '../../lib/midi/keyboard-model.ts';
import { useStore } from '../../lib/use-store.ts';

const WHITE = { width: 10, height: 60 };
const BLACK = { width: 6, height: 38 };
const NOTES = Array.from({ length: HIGHEST_KEY - LOWEST_KEY + 1 }, (_, i) => LOWEST_KEY + i);
/** Each key's left edge: white keys side by side, a black key across the line before it. */
const KEYS = (() => {
  let whites = 0;
  return NOTES.map((note) => {
    if (isBlackKey(note)) return { note, black: true, x: whites * WHITE.width - BLACK.width / 2 };
    return { note, black: false, x: whites++ * WHITE.width };
  });
})();
const WIDTH = KEYS.filter((k) => !k.black).length * WHITE.width;

/** 'Keys held: C4 (velocity 100), E4 (velocity 92). Sustain pedal down.' */
export function keysText({ held, pedal }: KeyboardView): string {
  const keys = held.length
    ? `Keys held: ${held.map((k) => `${keyName(k.note)} (velocity ${k.velocity})`).join(', ')}.`
    : 'No keys held.';
  return pedal ? `${keys} Sustain pedal down.` : keys;
}

type Props = {
  keys: KeyboardModel;
  /** Whose keys: 'Your keys', 'The student’s keys'. */
  title: string;
  /** Said instead of the keys held (the other side shares none). */
  idle?: string;
};

/**
 * An 88-key piano keyboard with the keys held now lit (the harder struck, the stronger), and in
 * words below it which keys, at what velocity, and the sustain pedal.
 */
export function PianoKeys({ keys, title, idle }: Props) {
  const view = useStore(keys);
  const titleId = useId();
  const textId = useId();
  const held = new Map(view.held.map((k) => [k.note, k.velocity]));
  // A key held is lit over its own colour, the harder struck the stronger: a black key stays darker.
  const draw = (black: boolean) =>
    KEYS.filter((k) => k.black === black).map(({ note, x }) => {
      const size = black ? BLACK : WHITE;
      const velocity = held.get(note);
      const shape = { x, y: 0, width: size.width, height: size.height, rx: 1 };
      return (
        <g key={note}>
          <rect
            {...shape}
            className={black ? 'fill-plum-950' : 'fill-white'}
            stroke="currentColor"
            strokeWidth={black ? 0 : 0.5}
          />
          {velocity !== undefined && (
            <rect
              {...shape}
              className="fill-gold-400"
              fillOpacity={0.45 + (0.55 * velocity) / 127}
              data-note={keyName(note)}
            />
          )}
        </g>
      );
    });
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="font-semibold text-plum-900">
        {title}
      </h3>
      <svg
        viewBox={`0 0 ${WIDTH} ${WHITE.height}`}
        className="h-auto w-full text-plum-300"
        role="img"
        aria-label={`${title}: an 88-key keyboard`}
        aria-describedby={textId}
      >
        {draw(false)}
        {draw(true)}
        {view.pedal && <rect x={0} y={WHITE.height - 3} width={WIDTH} height={3} className="fill-gold-400" />}
      </svg>
      <p id={textId} className="text-sm text-plum-900" data-testid="keys-held">
        {idle && view.held.length === 0 && !view.pedal ? idle : keysText(view)}
      </p>
    </section>
  );
}
