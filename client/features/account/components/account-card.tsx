import type { ReactNode } from 'react';

/**
 * A screen of one small task (a mailed link, a forgotten password): a card under the header. Its
 * page's tab has the same title from the route table (common/app-pages.ts), before this code arrives.
 */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex min-h-[80vh] items-center justify-center bg-plum-50 px-4 pt-28 pb-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-plum-100 sm:p-8">
        <h1 className="font-serif text-3xl font-semibold text-plum-900">{title}</h1>
        {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
        <div className="mt-6 flex flex-col gap-5">{children}</div>
      </div>
    </section>
  );
}
