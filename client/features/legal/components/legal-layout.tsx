import type { ReactNode } from 'react';
import type { LegalSection } from '../../../content/legal/legal-section.ts';
import { LegalSections } from './legal-sections.tsx';
import { TableOfContents } from './table-of-contents.tsx';

type Props = { sections: readonly LegalSection[]; intro: ReactNode; after?: ReactNode };

/** A long legal page: contents beside the numbered sections, readable line lengths. */
export function LegalLayout({ sections, intro, after }: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[17rem_1fr] lg:gap-12">
      <div className="max-w-3xl text-lg leading-relaxed text-slate-700 lg:col-start-2 lg:row-start-1">
        {intro}
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1 print:hidden">
        <TableOfContents sections={sections} />
      </div>
      <div className="max-w-3xl lg:col-start-2">
        <LegalSections sections={sections} />
        {after}
      </div>
    </div>
  );
}
