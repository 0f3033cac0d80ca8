import type { ReactNode } from 'react';

type Props = {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  dark?: boolean;
};

/** The heading block of a page section: small label, h2, optional intro. */
export function SectionHeading({ eyebrow, title, children, align = 'center', dark = false }: Props) {
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-[0.2em] uppercase ${dark ? 'text-gold-300' : 'text-gold-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        className={`mt-2 font-serif text-3xl font-semibold sm:text-4xl ${dark ? 'text-white' : 'text-plum-900'}`}
      >
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 text-lg ${dark ? 'text-white/80' : 'text-slate-600'}`}>{children}</div>
      ) : null}
    </div>
  );
}
