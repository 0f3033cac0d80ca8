import { getStroke } from 'perfect-freehand';
import type { PointerEvent } from 'react';
import type { ScoreColor } from '../../../../common/schemas/live-class/score.ts';
import type { ShownMark } from '../rtc/lesson-core.ts';

/** The layer's width in its own units; its height follows the page. */
export const LAYER_WIDTH = 1000;
// Widths as the marked PDF draws them (server/routes/live-class/score/marked-pdf.ts: for a page
// 600 points wide, the pen 2.5, the highlighter 14, text 12).
const UNIT = LAYER_WIDTH / 600;
const PEN = 2.5 * UNIT;
const HIGHLIGHTER = 14 * UNIT;
const TEXT = 12 * UNIT;

export const MARK_COLORS: Record<ScoreColor, string> = {
  red: '#d91a1a',
  blue: '#1a4dd9',
  green: '#1a9940',
  yellow: '#ffd900',
};

/** A smoothed stroke as an SVG path: perfect-freehand's outline, closed with quadratic curves. */
function strokePath(mark: ShownMark, height: number): string {
  const points = mark.points.map(([x, y]) => [x * LAYER_WIDTH, y * height]);
  const highlighter = mark.tool === 'highlighter';
  const outline = getStroke(points, {
    size: highlighter ? HIGHLIGHTER : PEN * 1.6,
    thinning: highlighter ? 0 : 0.5,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: !highlighter,
    last: !mark.drawing,
  });
  if (outline.length === 0) return '';
  const [first, ...rest] = outline;
  if (!first) return '';
  const d = [`M${first[0].toFixed(1)},${first[1].toFixed(1)}Q`];
  for (const [i, [x, y]] of rest.entries()) {
    const [nx, ny] = rest[i + 1] ?? first;
    d.push(`${x.toFixed(1)},${y.toFixed(1)} ${((x + nx) / 2).toFixed(1)},${((y + ny) / 2).toFixed(1)} `);
  }
  return `${d.join('')}Z`;
}

type Props = {
  marks: ShownMark[];
  /** The page's height in the layer's units (its width is LAYER_WIDTH). */
  height: number;
  /** With the eraser: the marks that may be erased take a click. */
  onErase: ((mark: ShownMark) => void) | null;
};

/** The page's marks, each drawn as it is stored (fractions of the page), at any zoom. */
export function MarkLayer({ marks, height, onErase }: Props) {
  return (
    <g>
      {marks.map((mark) => {
        const color = MARK_COLORS[mark.color];
        const erase = onErase && mark.id !== null ? () => onErase(mark) : undefined;
        const common = {
          'data-mark': mark.tool,
          'data-author': mark.authorRole,
          'data-key': mark.key,
          'data-drawing': mark.drawing,
          onPointerDown: erase
            ? (e: PointerEvent) => {
                e.stopPropagation();
                erase();
              }
            : undefined,
          className: erase ? 'cursor-pointer' : undefined,
          style: { pointerEvents: erase ? ('visiblePainted' as const) : ('none' as const) },
        };
        if (mark.tool === 'text') {
          const [x = 0, y = 0] = mark.points[0] ?? [];
          return (
            <text
              key={mark.key}
              {...common}
              x={x * LAYER_WIDTH}
              y={y * height + TEXT}
              fill={color}
              fontSize={TEXT}
              fontFamily="Helvetica, Arial, sans-serif"
            >
              {mark.text}
            </text>
          );
        }
        return (
          <path
            key={mark.key}
            {...common}
            d={strokePath(mark, height)}
            fill={color}
            fillOpacity={mark.tool === 'highlighter' ? 0.35 : 1}
          />
        );
      })}
    </g>
  );
}
