import DOMPurify from 'dompurify';

/**
 * Undoes one level of HTML encoding ('&lt;p&gt;' -> '<p>'), leaving real tags as they are.
 * A textarea parses its content as text, so nothing is created or run while decoding.
 */
export function decodeHtmlEntities(text: string): string {
  const textarea = document.createElement('textarea');
  textarea.innerHTML = text;
  return textarea.value;
}

/** HTML from the server (possibly HTML-encoded), decoded and sanitised for rendering. */
export function toSafeHtml(content: string): string {
  return DOMPurify.sanitize(decodeHtmlEntities(content));
}

/** The visible text of HTML from the server (for structured data). */
export function toPlainText(content: string): string {
  const div = document.createElement('div');
  div.innerHTML = toSafeHtml(content);
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
}
