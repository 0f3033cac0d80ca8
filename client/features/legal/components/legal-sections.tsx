import type { LegalSection } from '../../../content/legal/legal-section.ts';

function Body({ paragraphs, items }: { paragraphs?: readonly string[]; items?: readonly string[] }) {
  return (
    <>
      {paragraphs?.map((p) => (
        <p key={p} className="mt-3">
          {p}
        </p>
      ))}
      {items ? (
        <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-gold-500">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The numbered sections of a legal page; each is an anchor target of the contents. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="space-y-10">
      {sections.map((s, i) => (
        <li key={s.id}>
          <section
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            className="scroll-mt-28 leading-relaxed text-slate-700"
          >
            <h2 id={`${s.id}-title`} className="font-serif text-2xl font-semibold text-plum-900">
              {i + 1}. {s.title}
            </h2>
            <Body paragraphs={s.paragraphs} items={s.items} />
            {s.subsections?.map((sub, j) => (
              <div key={sub.title} className="mt-5 border-l-2 border-gold-400 pl-4">
                <h3 className="font-serif text-lg font-semibold text-plum-800">
                  {i + 1}.{j + 1} {sub.title}
                </h3>
                <Body paragraphs={sub.paragraphs} items={sub.items} />
              </div>
            ))}
          </section>
        </li>
      ))}
    </ol>
  );
}
