import { type ReactNode, useId, useRef, useState } from 'react';
import type { Score, ScoreColor } from '../../../../common/schemas/live-class/score.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { onFileChosen } from '../../../lib/on-file-chosen.ts';
import { MARK_COLORS } from './mark-layer.tsx';
import type { ScoreTool } from './score-page.tsx';

export type Fit = 'width' | 'height';
export const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** What a score may be; the server checks the bytes. */
export const SCORE_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

/** `short`: the label on a phone, where the tools share one row (the name stays `label`). */
type Option<T> = { value: T; label: string; short?: string };

const button =
  'rounded-full bg-white px-2 py-1 text-xs font-semibold sm:px-3 sm:py-1.5 sm:text-sm text-plum-900 ring-1 ring-plum-200 hover:bg-plum-100 disabled:opacity-40 aria-pressed:bg-plum-800 aria-pressed:text-white';
const TOOLS: Option<ScoreTool>[] = [
  { value: 'scroll', label: 'Scroll' },
  { value: 'pen', label: 'Pen' },
  { value: 'highlighter', label: 'Highlighter', short: 'Highlight' },
  { value: 'text', label: 'Text note', short: 'Note' },
  { value: 'eraser', label: 'Eraser' },
];
const FITS: Option<Fit>[] = [
  { value: 'width', label: 'Fit to width' },
  { value: 'height', label: 'Fit to height' },
];
const PEN_COLORS: ScoreColor[] = ['red', 'blue', 'green'];

type Props = {
  score: Omit<Score, 'marks'> | null;
  role: ClassRole;
  opening: boolean;
  tool: ScoreTool;
  color: ScoreColor;
  fit: Fit;
  zoom: number;
  onOpen(file: File): void;
  onTurn(page: number): void;
  onLock(locked: boolean): void;
  onTool(tool: ScoreTool): void;
  onColor(color: ScoreColor): void;
  onFit(fit: Fit): void;
  onZoom(zoom: number): void;
  onUndo(): void;
  onClose(): void;
};

/** A button for each option, the one chosen pressed. */
function Choices<T extends string>(p: { options: Option<T>[]; chosen: T; onChoose(value: T): void }) {
  return p.options.map(({ value, label, short }) => (
    <button
      key={value}
      type="button"
      className={button}
      aria-label={short && label}
      aria-pressed={p.chosen === value}
      onClick={() => p.onChoose(value)}
    >
      {short ? (
        <>
          <span className="sm:hidden">{short}</span>
          <span className="hidden sm:inline">{label}</span>
        </>
      ) : (
        label
      )}
    </button>
  ));
}

const Group = ({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) => (
  // biome-ignore lint/a11y/useSemanticElements: a toolbar's group of buttons, not a form's fieldset
  <div
    role="group"
    aria-label={label}
    className={`flex flex-wrap items-center gap-1 sm:gap-1.5 ${className}`}
  >
    {children}
  </div>
);

/** A pen stroke or a note takes a colour; the highlighter is yellow, the others draw nothing. */
const COLOURED: ScoreTool[] = ['pen', 'text'];

/**
 * Where each control sits on a phone (CSS order; from `sm` up, the order written): the pages, More
 * and close on top, the tools under them, and what More unfolds last.
 */
const PHONE = {
  top: 'order-1 sm:order-none',
  tools: 'order-3 sm:order-none',
  more: 'order-5 sm:order-none',
} as const;
/** Ends a row of the phone's layout. */
const PhoneBreak = ({ order }: { order: string }) => (
  <span aria-hidden="true" className={`${order} basis-full sm:hidden`} />
);

/**
 * The score's controls: pages, the teacher's lock, fit and zoom, the tools and colours, open,
 * download, close. On a phone, where the score needs the screen, the pages, tools and close stay
 * in view and the rest folds under 'More'.
 */
export function ScoreToolbar(p: Props) {
  const file = useRef<HTMLInputElement>(null);
  const moreId = useId();
  const [more, setMore] = useState(false);
  const { score } = p;
  const mayTurn = !!score && (!score.locked || p.role === 'teacher');
  // While the teacher keeps turning the pages, they alone open another score (the server says so too).
  const mayOpen = !score?.locked || p.role === 'teacher';
  const zoomAt = ZOOMS.indexOf(p.zoom as (typeof ZOOMS)[number]);
  // Folded on a phone until More is pressed (always shown with no score: opening one is all there is).
  const folded = score && !more ? 'hidden sm:flex' : 'flex';
  return (
    <div
      id={moreId}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-plum-200 bg-white px-3 py-2"
    >
      {score && (
        <Group label="Pages" className={PHONE.top}>
          <button
            type="button"
            className={button}
            aria-label="Previous page"
            disabled={!mayTurn || score.page <= 1}
            onClick={() => p.onTurn(score.page - 1)}
          >
            <span aria-hidden="true" className="sm:hidden">
              ‹
            </span>
            <span className="hidden sm:inline">Previous page</span>
          </button>
          <p className="min-w-20 text-center text-xs text-plum-900 sm:min-w-24 sm:text-sm" aria-live="polite">
            Page {score.page} of {score.pages}
          </p>
          <button
            type="button"
            className={button}
            aria-label="Next page"
            disabled={!mayTurn || score.page >= score.pages}
            onClick={() => p.onTurn(score.page + 1)}
          >
            <span aria-hidden="true" className="sm:hidden">
              ›
            </span>
            <span className="hidden sm:inline">Next page</span>
          </button>
        </Group>
      )}
      {score && (
        <button
          type="button"
          className={`${button} order-1 ml-auto sm:hidden`}
          aria-expanded={more}
          aria-controls={moreId}
          onClick={() => setMore(!more)}
        >
          More
        </button>
      )}
      <PhoneBreak order="order-2" />
      {score?.locked && p.role === 'student' && (
        <p className={`${PHONE.tools} basis-full text-sm text-plum-700 sm:basis-auto`}>
          The teacher turns the pages and opens the scores
        </p>
      )}
      {score && p.role === 'teacher' && (
        <label
          className={`${PHONE.more} ${folded} items-center gap-2 text-xs font-semibold text-plum-900 sm:text-sm`}
        >
          <input
            type="checkbox"
            className="size-4 accent-plum-800"
            checked={score.locked}
            onChange={(e) => p.onLock(e.target.checked)}
          />
          Lock page turning
        </label>
      )}
      {score && (
        <Group label="View" className={`${PHONE.more} ${folded}`}>
          <Choices options={FITS} chosen={p.fit} onChoose={(fit) => p.onFit(fit)} />
          <button
            type="button"
            className={button}
            aria-label="Zoom out"
            disabled={zoomAt <= 0}
            onClick={() => p.onZoom(ZOOMS[zoomAt - 1] ?? p.zoom)}
          >
            −
          </button>
          <span className="w-10 text-center text-xs text-plum-900 sm:w-12 sm:text-sm">
            {Math.round(p.zoom * 100)}%
          </span>
          <button
            type="button"
            className={button}
            aria-label="Zoom in"
            disabled={zoomAt >= ZOOMS.length - 1}
            onClick={() => p.onZoom(ZOOMS[zoomAt + 1] ?? p.zoom)}
          >
            +
          </button>
        </Group>
      )}
      {/* From `sm` up the tools start the second row. */}
      <span aria-hidden="true" className="hidden basis-full sm:block" />
      {score && (
        <>
          <Group label="Tools" className={PHONE.tools}>
            <Choices options={TOOLS} chosen={p.tool} onChoose={(tool) => p.onTool(tool)} />
          </Group>
          {COLOURED.includes(p.tool) && (
            <Group label="Colour" className={PHONE.tools}>
              {PEN_COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  aria-label={color.charAt(0).toUpperCase() + color.slice(1)}
                  aria-pressed={p.color === color}
                  className="size-7 rounded-full ring-2 sm:size-8 ring-plum-200 ring-offset-1 aria-pressed:ring-plum-900"
                  style={{ background: MARK_COLORS[color] }}
                  onClick={() => p.onColor(color)}
                />
              ))}
            </Group>
          )}
          <button type="button" className={`${button} ${PHONE.tools}`} onClick={p.onUndo}>
            Undo
          </button>
          {more && <PhoneBreak order="order-4" />}
        </>
      )}
      <div className={`${PHONE.more} ${folded} flex-wrap items-center gap-1.5 sm:ml-auto`}>
        <input
          ref={file}
          type="file"
          accept={SCORE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Score file"
          onChange={onFileChosen((file) => p.onOpen(file))}
        />
        <button
          type="button"
          className={button}
          disabled={p.opening || !mayOpen}
          onClick={() => file.current?.click()}
        >
          {p.opening ? 'Opening…' : score ? 'Open another score' : 'Open a score'}
        </button>
        {score && (
          <a className={button} href={score.marked_pdf_url} download>
            Download with marks
          </a>
        )}
      </div>
      <button
        type="button"
        className={`${button} ${PHONE.top} ${score ? '' : 'ml-auto'}`}
        aria-label="Close score"
        onClick={p.onClose}
      >
        Close<span className="hidden sm:inline"> score</span>
      </button>
    </div>
  );
}
