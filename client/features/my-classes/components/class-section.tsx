import type { ReactNode } from 'react';

/** A titled list of classes, or its empty text. */
export function ClassSection(props: {
  title: string;
  empty: string;
  className?: string;
  children: ReactNode[];
}) {
  return (
    <section className={props.className}>
      <h2 className="mb-3 font-serif text-2xl font-semibold text-plum-900">{props.title}</h2>
      {props.children.length === 0 ? (
        <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
          {props.empty}
        </p>
      ) : (
        <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {props.children}
        </ul>
      )}
    </section>
  );
}
