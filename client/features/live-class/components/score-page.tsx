import { type FormEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { ScoreColor } from '../../../../common/schemas/live-class/score.ts';
import type { PageSize, ScoreDocument } from '../hooks/use-score-document.ts';
import type { ScoreBoard, ScorePoint, ShownMark } from '../rtc/lesson-core.ts';
import { LAYER_WIDTH, MarkLayer } from './mark-layer.tsx';

export type ScoreTool = 'scroll' | 'pen' | 'highlighter' | 'text' | 'eraser';

type Props = {
  board: ScoreBoard;
  doc: ScoreDocument;
  page: number;
  size: PageSize;
  /** The page's width on screen, CSS pixels. */
  cssWidth: number;
  /** '<file name>, page n of m': the page's text alternative. */
  label: string;
  marks: ShownMark[];
  tool: ScoreTool;
  color: ScoreColor;
};

/** One page of the score: the page itself (a PDF page on a canvas, or the image) and its marks above it. */
export function ScorePage({ board, doc, page, size, cssWidth, label, marks, tool, color }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const layer = useRef<SVGSVGElement>(null);
  const [note, setNote] = useState<ScorePoint | null>(null);
  const height = (LAYER_WIDTH * size.height) / size.width;
  const cssHeight = (cssWidth * size.height) / size.width;

  useEffect(() => {
    if (!canvas.current || doc.imageUrl || cssWidth <= 0) return;
    // Drawn again when the width settles (a zoom or a resize), not on every step of it.
    let cancel = () => {};
    const wait = setTimeout(() => {
      if (!canvas.current) return;
      const task = doc.draw(page, canvas.current, cssWidth);
      cancel = task.cancel;
      task.done.catch(() => {}); // cancelled by the next draw
    }, 60);
    return () => {
      clearTimeout(wait);
      cancel();
    };
  }, [doc, page, cssWidth]);

  const pointOf = (e: { clientX: number; clientY: number }): ScorePoint => {
    const box = layer.current?.getBoundingClientRect();
    if (!box || box.width === 0) return [0, 0];
    return [(e.clientX - box.left) / box.width, (e.clientY - box.top) / box.height];
  };

  const drawing = tool === 'pen' || tool === 'highlighter';
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    // A drag draws; it does not select the notes' words.
    if (tool !== 'scroll') e.preventDefault();
    if (tool === 'text') {
      setNote(pointOf(e));
      return;
    }
    if (!drawing) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    board.beginStroke(tool, color, pointOf(e));
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (!drawing || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const ev of events.length > 0 ? events : [e]) board.extendStroke(pointOf(ev));
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    if (!drawing || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
    e.currentTarget.releasePointerCapture(e.pointerId);
    board.endStroke();
  };

  return (
    <div className="relative mx-auto bg-white shadow-lg" style={{ width: cssWidth, height: cssHeight }}>
      {doc.imageUrl ? (
        <img
          src={doc.imageUrl}
          alt={label}
          className="absolute inset-0 size-full select-none"
          draggable={false}
        />
      ) : (
        <canvas ref={canvas} role="img" aria-label={label} className="absolute inset-0 size-full" />
      )}
      <svg
        ref={layer}
        viewBox={`0 0 ${LAYER_WIDTH} ${height}`}
        className="absolute inset-0 size-full select-none"
        style={{
          touchAction: drawing ? 'none' : 'auto',
          cursor: drawing || tool === 'text' ? 'crosshair' : undefined,
        }}
        aria-hidden="true"
        data-testid="score-layer"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <MarkLayer
          marks={marks}
          height={height}
          onErase={tool === 'eraser' ? (m) => m.id !== null && void board.erase(m.id) : null}
        />
      </svg>
      {note && (
        <NoteForm
          at={note}
          onCancel={() => setNote(null)}
          onAdd={(text) => {
            board.addText(note, text, color);
            setNote(null);
          }}
        />
      )}
    </div>
  );
}

function NoteForm({
  at: [x, y],
  onAdd,
  onCancel,
}: {
  at: ScorePoint;
  onAdd(text: string): void;
  onCancel(): void;
}) {
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onAdd(text);
  };
  return (
    <form
      onSubmit={submit}
      className="absolute z-10 flex gap-1 rounded-lg bg-white p-1.5 shadow-xl ring-1 ring-plum-200"
      style={{ left: `${Math.min(x, 0.6) * 100}%`, top: `${Math.min(y, 0.9) * 100}%` }}
    >
      <label className="sr-only" htmlFor="score-note">
        Note
      </label>
      <input
        id="score-note"
        // biome-ignore lint/a11y/noAutofocus: the note is typed where the user just clicked
        autoFocus
        value={text}
        maxLength={300}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        className="w-40 rounded border border-plum-200 px-2 py-1 text-sm"
        placeholder="Note"
      />
      <button type="submit" className="rounded bg-plum-800 px-2 py-1 text-sm font-semibold text-white">
        Add note
      </button>
    </form>
  );
}
