import { type ReactNode, useId } from 'react';
import { useSpokenText } from './use-spoken-text.ts';

const SELECT = 'rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900';

type Props = {
  title: string;
  /** The one choice beside the title (a Thaat, an instrument): its label and options. */
  choice: {
    label: string;
    value: string;
    options: { value: string; label: string }[];
    onChange(value: string): void;
  };
  /** What the reading says now, shown large and spoken politely as it settles. */
  text: string;
  testId: string;
  /** The picture of the reading (a line, a needle), shown between the title and the text. */
  picture: ReactNode;
  /** What follows the text (the tuner's strings). */
  children?: ReactNode;
};

/** A titled pitch reading, as the Pitch view and the tuner show one. */
export function ReadingSection({ title, choice, text, testId, picture, children }: Props) {
  const titleId = useId();
  const spoken = useSpokenText(text);
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-plum-900">
          {title}
        </h3>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {choice.label}
          <select value={choice.value} onChange={(e) => choice.onChange(e.target.value)} className={SELECT}>
            {choice.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {picture}
      <p className="font-mono text-lg text-plum-900" data-testid={testId}>
        {text}
      </p>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
      {children}
    </section>
  );
}
