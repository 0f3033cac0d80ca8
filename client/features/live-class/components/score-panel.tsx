import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ScoreColor } from '../../../../common/schemas/live-class/score.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { useStore } from '../../../lib/use-store.ts';
import { useScoreDocument } from '../hooks/use-score-document.ts';
import type { ScoreBoard } from '../rtc/lesson-core.ts';
import { MarkList } from './mark-list.tsx';
import { RoomMessage } from './room-message.tsx';
import { ScorePage, type ScoreTool } from './score-page.tsx';
import { type Fit, ScoreToolbar } from './score-toolbar.tsx';

const GUTTER = 24;

type Props = {
  board: ScoreBoard;
  role: ClassRole;
  /** A group lesson's students by user id, to name whose mark is whose. */
  names?: ReadonlyMap<number, string>;
};

/** The room's shared score: both see the same page, each at their own zoom, and both mark it. */
export function ScorePanel({ board, role, names }: Props) {
  const state = useStore(board);
  const { score } = state;
  const [tool, setTool] = useState<ScoreTool>('scroll');
  const [color, setColor] = useState<ScoreColor>('red');
  const [fit, setFit] = useState<Fit>('width');
  const [zoom, setZoom] = useState(1);
  const { doc, error } = useScoreDocument(score ? { url: score.url, mimeType: score.mime_type } : null);
  const view = useRef<HTMLElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const el = view.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const page = score?.page ?? 1;
  const size = doc?.sizes[page - 1];
  const fitWidth = Math.max(0, box.width - GUTTER);
  const fitHeight = size ? (Math.max(0, box.height - GUTTER) * size.width) / size.height : 0;
  const cssWidth = Math.floor((fit === 'width' ? fitWidth : Math.min(fitHeight, fitWidth * 4)) * zoom);
  const marks = state.marks.filter((m) => m.page === page);
  const label = score ? `${score.file_name}, page ${page} of ${score.pages}` : '';

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || !score) return;
    const step = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    void board.turnTo(score.page + step);
  };

  return (
    // On a phone the score takes the whole screen ('Close score' goes back to the room).
    <section aria-label="Score" className="fixed inset-0 z-40 flex flex-col bg-plum-100 sm:absolute sm:z-30">
      <ScoreToolbar
        score={score}
        role={role}
        opening={state.opening}
        tool={tool}
        color={color}
        fit={fit}
        zoom={zoom}
        onOpen={(file) => void board.open(file, file.name)}
        onTurn={(p) => void board.turnTo(p)}
        onLock={(locked) => void board.setLocked(locked)}
        onTool={setTool}
        onColor={setColor}
        onFit={(f) => {
          setFit(f);
          setZoom(1);
        }}
        onZoom={setZoom}
        onUndo={() => board.undo()}
        onClose={() => board.closePanel()}
      />
      {(state.error || error) && (
        <div className="px-3 pt-2">
          <RoomMessage tone="error" onDismiss={state.error ? () => board.dismissError() : undefined}>
            {state.error ?? error}
          </RoomMessage>
        </div>
      )}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <section
          ref={view}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling score is reached by the keyboard, and takes the arrow keys for its pages
          tabIndex={0}
          aria-label={score ? `${label}. Left and right arrow keys turn the page.` : 'Score'}
          onKeyDown={onKeyDown}
          className="min-h-0 flex-1 overflow-auto p-3 focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          {!score && !state.loading && (
            <p className="mx-auto mt-10 max-w-md text-center text-plum-900">
              Open a PDF or an image (PNG, JPEG, WebP) of the score: both of you see the same page and can
              mark it.
            </p>
          )}
          {score && !doc && !error && <p className="mt-10 text-center text-plum-900">Loading the score…</p>}
          {score && doc && size && cssWidth > 0 && (
            <ScorePage
              board={board}
              doc={doc}
              page={page}
              size={size}
              cssWidth={cssWidth}
              label={label}
              marks={marks}
              tool={tool}
              color={color}
            />
          )}
        </section>
        {score && (
          <aside className="max-h-48 shrink-0 overflow-auto border-t border-plum-200 bg-white p-3 lg:max-h-none lg:w-72 lg:border-t-0 lg:border-l">
            <MarkList
              marks={marks}
              myRole={role}
              isOwn={(m) => board.isOwn(m)}
              names={names}
              mayErase={(m) => board.mayErase(m)}
              onErase={(id) => void board.erase(id)}
            />
          </aside>
        )}
      </div>
    </section>
  );
}
