import { useMemo } from 'react';
import { toSafeHtml } from '../../../lib/safe-html.ts';

/** An answer from the server: HTML (maybe HTML-encoded), decoded and sanitised. */
export function FaqAnswer({ content }: { content: string }) {
  const html = useMemo(() => toSafeHtml(content), [content]);
  return (
    <div
      className="space-y-2 text-slate-700 [&_a]:font-semibold [&_a]:text-plum-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      // Sanitised by DOMPurify in toSafeHtml.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: answers are HTML by contract
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
