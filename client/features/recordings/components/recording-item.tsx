import { useState } from 'react';
import { formatSize } from '../../../../common/format-size.ts';
import type { RecordingItem } from '../../../../common/schemas/recordings.ts';
import { ClassScores } from './class-scores.tsx';
import { formatDuration } from './recording-format.ts';
import { RecordingSlowPractice } from './recording-slow-practice.tsx';

export const RECORDING_LIST_TEXT = {
  title: 'Class recordings',
  empty: 'No recordings yet. When your teacher records a class, it appears here.',
  processing: 'Processing: the recording will be ready in a moment.',
  recording: 'Being recorded now.',
  failed: 'This recording could not be saved.',
  play: 'Play',
  hide: 'Hide player',
  download: 'Download',
  delete: 'Delete',
} as const;

/** One recording: its class, when (on the viewer's clock) and length, a player opened in the page, and a download link. */
export function RecordingRow({
  item,
  showSize,
  onDelete,
  showScores,
}: {
  item: RecordingItem;
  showSize?: boolean;
  onDelete?: (item: RecordingItem) => void;
  /** The lesson's scores beside it (its members; an admin is none). */
  showScores?: boolean;
}) {
  const [playing, setPlaying] = useState(false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const label = `${item.batch_name}, ${item.when_label}`;
  return (
    <li className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm" data-testid="recording-row">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="mr-auto min-w-0">
          <p className="font-semibold text-plum-900">{item.batch_name}</p>
          <p className="text-sm text-slate-600">
            {item.when_label} · {item.teacher_name} with {item.student_name}
          </p>
        </div>
        {item.status === 'ready' && (
          <p className="text-sm text-slate-700">
            <span className="sr-only">Duration </span>
            <span data-testid="recording-duration">{formatDuration(item.duration_ms ?? 0)}</span>
          </p>
        )}
        {showSize && <p className="text-sm text-slate-700">{formatSize(item.size_bytes)}</p>}
        {item.status === 'ready' && item.file_url ? (
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="btn-primary px-4 py-1.5"
              aria-expanded={playing}
              aria-label={`${playing ? RECORDING_LIST_TEXT.hide : RECORDING_LIST_TEXT.play}: ${label}`}
              onClick={() => setPlaying(!playing)}
            >
              {playing ? RECORDING_LIST_TEXT.hide : RECORDING_LIST_TEXT.play}
            </button>
            <a
              className="rounded-full border border-plum-200 px-4 py-1.5 text-sm font-semibold text-plum-800 hover:bg-plum-50"
              href={`${item.file_url}?download=1`}
              download
              aria-label={`${RECORDING_LIST_TEXT.download}: ${label}`}
            >
              {RECORDING_LIST_TEXT.download}
            </a>
          </div>
        ) : (
          <p className="text-sm text-slate-600" role="status">
            {item.status === 'failed'
              ? RECORDING_LIST_TEXT.failed
              : item.status === 'recording'
                ? RECORDING_LIST_TEXT.recording
                : RECORDING_LIST_TEXT.processing}
          </p>
        )}
        {onDelete && (
          <button
            type="button"
            className="rounded-full bg-red-50 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-100"
            aria-label={`${RECORDING_LIST_TEXT.delete}: ${label}`}
            onClick={() => onDelete(item)}
          >
            {RECORDING_LIST_TEXT.delete}
          </button>
        )}
      </div>
      {playing && item.file_url && (
        // biome-ignore lint/a11y/useMediaCaption: a lesson recording has no caption track
        <video
          ref={setVideo}
          className="mt-3 aspect-video w-full rounded-lg bg-black"
          src={item.file_url}
          controls
          preload="metadata"
          aria-label={`Recording: ${label}`}
        />
      )}
      {playing && video && <RecordingSlowPractice media={video} />}
      {showScores && item.class_id !== null && <ClassScores classId={item.class_id} label={label} />}
    </li>
  );
}
