import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, toPlainText, toSafeHtml } from './safe-html.ts';

describe('HTML from the server', () => {
  it('decodes HTML-encoded markup once and keeps real tags', () => {
    expect(decodeHtmlEntities('&lt;p&gt;Hi &amp;amp; bye&lt;/p&gt;')).toBe('<p>Hi &amp; bye</p>');
    expect(decodeHtmlEntities('<p>Plain</p>')).toBe('<p>Plain</p>');
  });

  it('renders encoded answers as HTML', () => {
    expect(toSafeHtml('&lt;p&gt;Both &lt;strong&gt;online&lt;/strong&gt;&lt;/p&gt;')).toBe(
      '<p>Both <strong>online</strong></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links, encoded or not', () => {
    const html = toSafeHtml(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;<a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    expect(html).toContain('<img src="x">');
  });

  it('gives the plain text of an answer', () => {
    expect(toPlainText('&lt;p&gt;Yes, with 6 hours&amp;#39; notice.&lt;/p&gt;')).toBe(
      "Yes, with 6 hours' notice.",
    );
  });
});
