import { type CSSProperties, Fragment } from 'react';
import { splitLetters } from '../../lib/split-letters.ts';

/**
 * The page's h1, shown letter by letter (CSS only, so it needs no script). Assistive
 * technology and search engines read the plain heading; the letters are decoration.
 */
export function AnimatedTitle({ text, className }: { text: string; className?: string }) {
  const words = splitLetters(text);
  return (
    <>
      <h1 className="sr-only">{text}</h1>
      <p aria-hidden="true" className={className}>
        {words.map((w, wi) => (
          <Fragment key={`${w.word}-${w.letters[0].index}`}>
            {wi > 0 ? ' ' : null}
            <span className="inline-block whitespace-nowrap">
              {w.letters.map((l) => (
                <span key={l.index} className="letter-in" style={{ '--i': l.index } as CSSProperties}>
                  {l.char}
                </span>
              ))}
            </span>
          </Fragment>
        ))}
      </p>
    </>
  );
}
