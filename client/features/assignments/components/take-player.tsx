import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Take } from '../../../../common/schemas/assignments.ts';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCommentOnTake } from '../api/comment-on-take.ts';
import { useTakeWaveform } from '../hooks/use-take-waveform.ts';
import { AnswerForm } from './answer-form.tsx';
import { clockTime, parseClock } from './practice-format.ts';
import { TakeComments } from './take-comments.tsx';
import { TakeSlowPractice } from './take-slow-practice.tsx';
import { TakeWaveform } from './take-waveform.tsx';

/**
 * A take's player over its waveform, playing as it opens, with the comments at their moments (a
 * click on one, or on the waveform, seeks there). `canAnswer` (the teacher who set the
 * assignment): the comment and answer forms too; the student and everyone else only listen.
 */
export function TakePlayer({ take, canAnswer }: { take: Take; canAnswer: boolean }) {
  const id = useId();
  const audio = useRef<HTMLAudioElement>(null);
  const waveform = useTakeWaveform(take.id);
  const [atMs, setAtMs] = useState(0);
  const [atText, setAtText] = useState('0:00');
  const [playheadMs, setPlayheadMs] = useState(0);
  const [text, setText] = useState('');
  const comment = useCommentOnTake();

  // Opened by 'Play take': it plays at once (the click allows sound).
  useEffect(() => {
    const played = audio.current?.play?.();
    played?.catch(() => undefined);
  }, []);

  const pick = (ms: number) => {
    setAtMs(ms);
    setAtText(clockTime(ms));
    if (audio.current) audio.current.currentTime = ms / 1000;
  };
  const typed = parseClock(atText);
  const timeError =
    typed === null || typed > take.duration_ms
      ? `Please give a time from 0:00 to ${clockTime(take.duration_ms)}`
      : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed === null || timeError) return;
    // A typed m:ss keeps the finer moment a click chose within the same second.
    const at = clockTime(atMs) === atText.trim() ? atMs : typed;
    comment.mutate({ takeId: take.id, atMs: at, text }, { onSuccess: () => setText('') });
  };
  return (
    <div className="mt-3 grid gap-3">
      {/* biome-ignore lint/a11y/useMediaCaption: a student's practice take has no caption track */}
      <audio
        ref={audio}
        src={take.url}
        controls
        preload="auto"
        className="w-full"
        aria-label="The take"
        onTimeUpdate={(e) => setPlayheadMs(e.currentTarget.currentTime * 1000)}
        onPause={(e) => {
          // Paused: the teacher's comment is for that moment. A take played to its end is not a choice.
          if (e.currentTarget.ended) return;
          const ms = Math.round(e.currentTarget.currentTime * 1000);
          setAtMs(ms);
          setAtText(clockTime(ms));
        }}
      />
      <TakeWaveform
        peaks={waveform.data}
        durationMs={take.duration_ms}
        atMs={atMs}
        playheadMs={playheadMs}
        marks={take.comments.map((c) => c.at_ms)}
        onPick={pick}
      />
      {waveform.isPending ? <p className="text-sm text-slate-600">Drawing the waveform...</p> : null}
      {waveform.isError ? (
        <p className="text-sm text-slate-600">
          The waveform could not be drawn in this browser; the take still plays, and a time can be typed.
        </p>
      ) : null}
      <TakeSlowPractice takeId={take.id} onOpen={() => audio.current?.pause()} />
      {canAnswer ? (
        <>
          <form
            onSubmit={submit}
            className="grid gap-2 sm:grid-cols-[7rem_1fr_auto] sm:items-end"
            aria-label="Comment on the take"
          >
            <div>
              <label htmlFor={`${id}-at`} className={labelClass}>
                Time (m:ss)
              </label>
              <input
                id={`${id}-at`}
                className={inputClass}
                value={atText}
                inputMode="numeric"
                aria-invalid={Boolean(timeError)}
                aria-describedby={timeError ? `${id}-at-error` : undefined}
                onChange={(e) => {
                  setAtText(e.target.value);
                  const ms = parseClock(e.target.value);
                  if (ms !== null && ms <= take.duration_ms) setAtMs(ms);
                }}
              />
            </div>
            <div>
              <label htmlFor={`${id}-text`} className={labelClass}>
                Comment
              </label>
              <input
                id={`${id}-text`}
                className={inputClass}
                value={text}
                maxLength={1000}
                required
                onChange={(e) => setText(e.target.value)}
              />
            </div>
            <button
              type="submit"
              className="btn-primary justify-self-start px-5 py-2.5"
              disabled={comment.isPending}
            >
              Add comment
            </button>
          </form>
          {timeError ? (
            <p id={`${id}-at-error`} role="alert" className="text-sm text-red-700">
              {timeError}
            </p>
          ) : null}
          {comment.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(comment.error, 'The comment could not be added')}
            </p>
          ) : null}
        </>
      ) : null}
      <TakeComments take={take} onSeek={pick} />
      {canAnswer ? <AnswerForm take={take} /> : null}
    </div>
  );
}
