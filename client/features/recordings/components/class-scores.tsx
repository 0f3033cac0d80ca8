import { useClassScores } from '../api/class-scores-api.ts';

export const CLASS_SCORES_TEXT = {
  open: 'Open score',
  download: 'Download with marks',
} as const;

const marksLabel = (n: number) => (n === 1 ? '1 mark' : `${n} marks`);

/** The scores both marked in the lesson, beside its recording: each to open, or to download with its marks drawn in. */
export function ClassScores({ classId, label }: { classId: number; label: string }) {
  const { data } = useClassScores(classId);
  if (!data?.length) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2 border-t border-plum-100 pt-3" aria-label={`Scores: ${label}`}>
      {data.map((score) => (
        <li key={score.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="mr-auto min-w-0 break-words text-plum-900">
            Score: {score.file_name} ({marksLabel(score.mark_count)})
          </span>
          <a
            className="font-semibold text-plum-800 underline hover:text-plum-950"
            href={score.url}
            target="_blank"
            rel="noreferrer"
            aria-label={`${CLASS_SCORES_TEXT.open}: ${score.file_name}`}
          >
            {CLASS_SCORES_TEXT.open}
          </a>
          <a
            className="rounded-full border border-plum-200 px-3 py-1 font-semibold text-plum-800 hover:bg-plum-50"
            href={score.marked_pdf_url}
            download
            aria-label={`${CLASS_SCORES_TEXT.download}: ${score.file_name}`}
          >
            {CLASS_SCORES_TEXT.download}
          </a>
        </li>
      ))}
    </ul>
  );
}
