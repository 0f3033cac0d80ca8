import { useId, useState } from 'react';
import { TAKE_LABELS, type TakeRecorder, type TakeView } from '../take-recorder.ts';
import { clockTime } from './format.ts';
import { card, cardTitle, field, secondary, stopButton } from './styles.ts';

const HINT =
  'The microphone records with its sound processing off, as music needs. With headphones on, the metronome and the drone stay out of the take.';

/** A take for the teacher: record, listen back, add a note, send. */
export function TakeCard({ recorder, take }: { recorder: TakeRecorder; take: TakeView }) {
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const recording = take.phase === 'recording' || take.phase === 'opening';
  const record = () => {
    setNote('');
    void recorder.record();
  };
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={cardTitle}>
        A take for your teacher
      </h2>
      <p className="mt-1 text-sm text-slate-700">{HINT}</p>
      {recording ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={stopButton}
            onClick={() => recorder.stop()}
            disabled={take.phase === 'opening'}
          >
            {TAKE_LABELS.stop}
          </button>
          <p role="status" className="font-mono text-lg text-plum-900">
            <span className="mr-2 inline-block size-3 rounded-full bg-rose-600" aria-hidden="true" />
            {take.phase === 'opening' ? 'Opening the microphone…' : `Recording ${clockTime(take.elapsedMs)}`}
          </p>
        </div>
      ) : take.url && take.phase !== 'sent' ? (
        <div className="mt-4 grid gap-3">
          <p className="text-sm text-slate-700">
            Listen to your take ({clockTime(take.elapsedMs)}) before you send it.
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: the student's own recording, a sound with no words to caption */}
          <audio controls src={take.url} aria-label="Your take" className="w-full" />
          <label htmlFor={noteId} className="text-sm font-semibold text-slate-800">
            {TAKE_LABELS.note}
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={`${field} w-full`}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              disabled={take.phase === 'sending'}
              aria-busy={take.phase === 'sending'}
              onClick={() => void recorder.send(note)}
            >
              {TAKE_LABELS.send}
            </button>
            <button type="button" className={secondary} disabled={take.phase === 'sending'} onClick={record}>
              {TAKE_LABELS.again}
            </button>
          </div>
          {take.phase === 'sending' && (
            <p role="status" className="text-sm text-slate-700">
              Sending…
            </p>
          )}
        </div>
      ) : (
        <div className="mt-4 grid gap-3">
          {take.phase === 'sent' && (
            <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
              {TAKE_LABELS.sent}
            </p>
          )}
          <div>
            <button type="button" className="btn-primary" onClick={record}>
              {TAKE_LABELS.record}
            </button>
          </div>
        </div>
      )}
      {take.error && (
        <p role="alert" className="mt-3 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {take.error}
        </p>
      )}
    </section>
  );
}
