/** Where the build puts pdf.js's own files (its folders of the same names), served from our origin. */
export const PDFJS_BASE = '/pdfjs/';
/** pdf.js's folders it fetches by URL: the standard fonts and the image decoders. */
export const PDFJS_FILES = ['standard_fonts', 'wasm'] as const;
