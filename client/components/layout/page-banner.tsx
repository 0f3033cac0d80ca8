import type { ReactNode } from 'react';

/** The banner at the top of inner pages: the page's one h1. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-plum-900 via-plum-800 to-plum-700 pt-32 pb-16 text-center text-white sm:pt-36 sm:pb-20">
      <div className="mx-auto max-w-4xl px-4">
        <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 text-lg text-white/80">{children}</div> : null}
      </div>
    </section>
  );
}
