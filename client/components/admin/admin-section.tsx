import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** 2 for a dashboard tab's own panel, 3 for a part of one. */
  level?: 2 | 3;
  /** A line under the heading. */
  description?: string;
  /** Buttons and filters on the heading's line, at its end. */
  actions?: ReactNode;
  /** How the heading and the actions line up: centred beside a lone button, or on the controls' foot. */
  align?: 'center' | 'end';
  children: ReactNode;
};

const HEADING = {
  2: 'font-serif text-2xl font-semibold text-plum-900',
  3: 'font-serif text-xl font-semibold text-plum-900',
};

/** An admin panel or a part of one: its heading with its actions, then its content. */
export function AdminSection({ title, level = 2, description, actions, align = 'end', children }: Props) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id}>
      <div
        className={`${description ? 'mb-1' : 'mb-4'} flex flex-wrap justify-between gap-3 ${align === 'center' ? 'items-center' : 'items-end'}`}
      >
        <Heading id={id} className={HEADING[level]}>
          {title}
        </Heading>
        {actions}
      </div>
      {description ? <p className="mb-4 text-sm text-slate-600">{description}</p> : null}
      {children}
    </section>
  );
}
