import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { PDFJS_BASE } from '../../../../common/pdfjs-files.ts';

/** One page's size in its own units (PDF points, or an image's pixels): what the marks are fractions of. */
export type PageSize = { width: number; height: number };

/** A score's pages as the room draws them. */
export type ScoreDocument = {
  sizes: PageSize[];
  /**
   * Draws a page into the canvas at `cssWidth` CSS pixels wide, at the screen's pixel density,
   * so it is sharp on a phone and on a large screen. Answers a cancel for a draw no longer wanted.
   */
  draw(page: number, canvas: HTMLCanvasElement, cssWidth: number): { done: Promise<void>; cancel(): void };
  /** An image score is shown as it is (no canvas). */
  imageUrl: string | null;
  /** Lets go of the document (pdf.js's worker and its pages). */
  close(): void;
};

type Source = { url: string; mimeType: string };

/**
 * pdf.js, loaded only when a PDF score is shown (not with the room). Its worker is a file of our
 * own origin (the CSP's script-src 'self'), and eval is off: the CSP has no 'unsafe-eval'.
 */
async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({
    url,
    isEvalSupported: false,
    enableXfa: false,
    withCredentials: true,
    // Fonts a PDF does not embed and the system lacks, and scanned pages: without WebAssembly
    // (the CSP allows none) pdf.js decodes JPEG 2000 with the fallback script beside the decoders.
    standardFontDataUrl: `${PDFJS_BASE}standard_fonts/`,
    wasmUrl: `${PDFJS_BASE}wasm/`,
  }).promise;
}

async function loadPdf(url: string): Promise<ScoreDocument> {
  const pdf = await openPdf(url);
  const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pdf.getPage(i + 1)));
  const sizes = pages.map((p) => {
    const { width, height } = p.getViewport({ scale: 1 });
    return { width, height };
  });
  return {
    sizes,
    imageUrl: null,
    close: () => void pdf.destroy(),
    draw(page, canvas, cssWidth) {
      const proxy = pages[page - 1];
      const size = sizes[page - 1];
      if (!proxy || !size) return { done: Promise.resolve(), cancel() {} };
      const dpr = window.devicePixelRatio || 1;
      const viewport = proxy.getViewport({ scale: (cssWidth * dpr) / size.width });
      // Drawn off screen first: the canvas keeps the last page until the new one is ready.
      const scratch = document.createElement('canvas');
      scratch.width = Math.round(viewport.width);
      scratch.height = Math.round(viewport.height);
      const task: RenderTask = proxy.render({ canvas: scratch, viewport });
      const done = task.promise.then(() => {
        canvas.width = scratch.width;
        canvas.height = scratch.height;
        canvas.getContext('2d')?.drawImage(scratch, 0, 0);
      });
      return { done, cancel: () => task.cancel() };
    },
  };
}

function loadImage(url: string): Promise<ScoreDocument> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () =>
      resolve({
        sizes: [{ width: img.naturalWidth, height: img.naturalHeight }],
        imageUrl: url,
        close() {},
        draw: () => ({ done: Promise.resolve(), cancel() {} }),
      });
    img.onerror = () => reject(new Error('image did not load'));
    img.src = url;
  });
}

export const SCORE_LOAD_FAILED = 'The score could not be shown. Please reopen it.';

/** The score's file, read once per score: its pages' sizes and how to draw each. */
export function useScoreDocument(source: Source | null) {
  const [state, setState] = useState<{ url: string; doc: ScoreDocument | null; error: string | null }>({
    url: '',
    doc: null,
    error: null,
  });
  const url = source?.url ?? '';
  const mimeType = source?.mimeType ?? '';
  useEffect(() => {
    if (!url) return;
    let live = true;
    let opened: ScoreDocument | null = null;
    setState({ url, doc: null, error: null });
    (mimeType === 'application/pdf' ? loadPdf(url) : loadImage(url)).then(
      (doc) => {
        if (!live) return doc.close();
        opened = doc;
        setState({ url, doc, error: null });
      },
      () => live && setState({ url, doc: null, error: SCORE_LOAD_FAILED }),
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [url, mimeType]);
  return state.url === url ? state : { url, doc: null, error: null };
}
