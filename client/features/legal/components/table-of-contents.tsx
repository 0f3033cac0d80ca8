import type { LegalSection } from '../../../content/legal/legal-section.ts';

/** Numbered anchor links to a legal page's sections: a fold-out on phones, a sticky column on desktops. */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const links = (
    <ol className="space-y-1 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="flex gap-2 rounded-md px-2 py-1 text-slate-700 hover:bg-plum-50 hover:text-plum-800"
          >
            <span className="w-6 shrink-0 text-right font-semibold text-plum-700 tabular-nums">{`${i + 1}.`}</span>
            {` ${s.title}`}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="rounded-xl bg-plum-50 ring-1 ring-plum-100 lg:hidden">
        <summary className="cursor-pointer px-4 py-3 font-semibold text-plum-900">Contents</summary>
        <nav aria-label="Contents" className="px-2 pb-3">
          {links}
        </nav>
      </details>
      <nav
        aria-label="Contents"
        className="sticky top-24 hidden max-h-[calc(100vh-7rem)] overflow-y-auto rounded-xl bg-plum-50 p-3 ring-1 ring-plum-100 lg:block"
      >
        <p className="px-2 pb-2 font-serif text-lg font-semibold text-plum-900">Contents</p>
        {links}
      </nav>
    </>
  );
}
