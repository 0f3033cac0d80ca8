import type { PDFFont } from 'pdf-lib';

// Text the PDF's standard fonts can draw. Helvetica encodes WinAnsi (Latin-1 and a few more), and
// pdf-lib throws on anything else; a non-Latin name must still make a document, so each character
// the font lacks is replaced: a Latin letter with a mark the font lacks loses the mark ('Ş' -> 'S'),
// anything else (Devanagari, Tamil, emoji) becomes '?', one per character as the eye sees it.

const characterSets = new WeakMap<PDFFont, Set<number>>();

function canDraw(font: PDFFont, text: string): boolean {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  for (const char of text) if (!set.has(char.codePointAt(0) ?? 0)) return false;
  return true;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text with what the font cannot draw replaced, on one line (controls become spaces). */
export function drawableText(font: PDFFont, text: string): string {
  let out = '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what is replaced
  for (const { segment } of graphemes.segment(text.replace(/[\u0000-\u001f\u007f]/g, ' '))) {
    if (canDraw(font, segment)) out += segment;
    else {
      const bare = segment.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare && canDraw(font, bare) ? bare : '?';
    }
  }
  return out;
}

/** Drawable text broken into lines no wider than `width` at `size`; a word too long is cut. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of drawableText(font, paragraph).split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
