import { useMemo } from 'react';
import type { Faq } from '../../../../common/schemas/site-content.ts';
import { toPlainText } from '../../../lib/safe-html.ts';

/** FAQPage structured data for search engines, from the FAQs as loaded. */
export function FaqJsonLd({ faqs }: { faqs: Faq[] }) {
  const json = useMemo(
    () =>
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((f) => ({
          '@type': 'Question',
          name: f.title,
          acceptedAnswer: { '@type': 'Answer', text: toPlainText(f.content) },
        })),
      }).replace(/</g, '\\u003c'),
    [faqs],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
