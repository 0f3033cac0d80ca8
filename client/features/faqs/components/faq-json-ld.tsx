import { useEffect, useMemo, useState } from 'react';
import type { Faq } from '../../../../common/schemas/site-content.ts';
import { toPlainText } from '../../../lib/safe-html.ts';

/** FAQPage structured data for search engines, from the FAQs as loaded. */
export function FaqJsonLd({ faqs }: { faqs: Faq[] }) {
  // Written a task after the list shows: turning every answer into text would lengthen the task
  // that shows it, on a slow phone by tens of milliseconds.
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const json = useMemo(
    () =>
      due &&
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((f) => ({
          '@type': 'Question',
          name: f.title,
          acceptedAnswer: { '@type': 'Answer', text: toPlainText(f.content) },
        })),
      }).replace(/</g, '\\u003c'),
    [due, faqs],
  );
  if (!json) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
