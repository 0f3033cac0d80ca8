import { useState } from 'react';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { ShownMark } from '../rtc/lesson-core.ts';

const TOOL_NAMES = { pen: 'pen stroke', highlighter: 'highlight', text: 'note' } as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A mark in words: 'Red pen stroke, yours', 'Note "Breathe here", the teacher's'; in a group
 * lesson, a fellow student's by their name ('Asha Rao's'), or 'another student's' when it is not known.
 */
export function markLabel(mark: ShownMark, myRole: ClassRole, own: boolean, author?: string | null): string {
  const what =
    mark.tool === 'text'
      ? `${capital(mark.color)} note "${mark.text ?? ''}"`
      : mark.tool === 'highlighter'
        ? 'Highlight'
        : `${capital(mark.color)} ${TOOL_NAMES[mark.tool]}`;
  const whose = own
    ? 'yours'
    : author
      ? `${author}'s`
      : mark.authorRole === myRole
        ? "another student's"
        : `the ${mark.authorRole}'s`;
  return `${what}, ${whose}${mark.drawing ? ' (being drawn)' : ''}`;
}

type Props = {
  marks: ShownMark[];
  myRole: ClassRole;
  /** Ours (drawn by us), not only of our role. */
  isOwn(mark: ShownMark): boolean;
  /** A group lesson's students by user id: their marks say whose by name. */
  names?: ReadonlyMap<number, string>;
  mayErase(mark: ShownMark): boolean;
  onErase(markId: number): void;
};

/** The page's marks as a list, each deletable from the keyboard (one's own; the teacher's any). */
export function MarkList({ marks, myRole, isOwn, names, mayErase, onErase }: Props) {
  // Open beside the score on a wide screen; folded under it on a phone, where room is short.
  const [open, setOpen] = useState(() => window.matchMedia?.('(min-width: 1024px)').matches !== false);
  return (
    <section aria-label="Marks on this page" className="text-sm">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="mb-1 cursor-pointer font-semibold text-plum-900">
          Marks on this page ({marks.length})
        </summary>
        <p className="mb-2 text-xs text-plum-700">
          {myRole === 'teacher'
            ? 'You can delete any mark.'
            : "You can delete your own marks; the teacher's stay unless the teacher deletes them."}
        </p>
        {marks.length === 0 ? (
          <p className="text-plum-700">No marks yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {marks.map((mark) => {
              const author = mark.authorId === null ? null : names?.get(mark.authorId);
              const label = markLabel(mark, myRole, isOwn(mark), author);
              return (
                <li
                  key={mark.key}
                  className="flex items-center justify-between gap-2 rounded bg-plum-50 px-2 py-1"
                >
                  <span className="min-w-0 break-words text-plum-900">{label}</span>
                  {mayErase(mark) && mark.id !== null && (
                    <button
                      type="button"
                      className="shrink-0 rounded px-2 py-0.5 font-semibold text-red-700 hover:bg-red-50"
                      aria-label={`Delete ${label}`}
                      onClick={() => onErase(mark.id as number)}
                    >
                      Delete
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </details>
    </section>
  );
}
