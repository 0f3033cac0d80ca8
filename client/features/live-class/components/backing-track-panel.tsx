import { useEffect, useRef, useState } from 'react';
import {
  BACKING_TRACK_ACCEPT,
  type BackingTrack,
} from '../../../../common/schemas/live-class/backing-tracks.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { LevelRange } from '../../../components/music/level-range.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { clock, positionAt } from '../../../lib/music/backing-transport.ts';
import { addBackingTrack, listBackingTracks } from '../api/backing-tracks.ts';
import type { BackingPlayer, BackingView } from '../hooks/backing-player.ts';
import { type TheirTrack, useBackingTrack } from '../hooks/use-backing-track.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';
import { ToolPanel } from './tool-panel.tsx';

export const BACKING_LABELS = {
  open: 'Backing track',
  how: 'Play an MP3, WAV, OGG or M4A file into the lesson: the other side hears it with your sound, in time with your playing, at the level you set, and it is in the recording.',
  add: 'Add an audio file',
  adding: 'Adding…',
  addFailed: 'The file could not be added. Please try again.',
  track: 'Track',
  none: 'No track open',
  play: 'Play',
  pause: 'Pause',
  position: 'Position',
  level: 'Level',
  tempo: 'Tempo',
  loopFrom: 'Loop from here',
  loopTo: 'Loop to here',
  noLoop: 'No loop',
  failed: 'This track could not be played.',
  screenSound:
    'Sharing your screen also offers a tab’s sound (or the whole screen’s): tick it in the browser’s window, and it is mixed in the same way.',
} as const;

const TEMPOS = [1, 0.9, 0.8, 0.75, 0.7, 0.6, 0.5];
const primary = 'rounded-full px-4 py-2 text-sm font-semibold';
const quiet = `${primary} bg-plum-100 text-plum-900 hover:bg-plum-200 disabled:opacity-50`;

type Props = { classId: string; parts: RoomParts; role: ClassRole };

/**
 * The room's backing track, the header's button and its panel: our track (opened from the class's
 * files, played into the sound we send) and what the other side's is doing, as they tell it.
 */
export function BackingTrackPanel({ classId, parts, role }: Props) {
  const { player, view, theirs } = useBackingTrack(parts);
  const playing = view.playing || !!theirs?.transport.playing;

  return (
    // Kept mounted while closed: the track plays on, and the other side's state keeps coming.
    <ToolPanel
      title={BACKING_LABELS.open}
      icon="track"
      busy={playing ? 'playing' : undefined}
      closeLabel="Close backing track"
      keepMounted
      widthClass="sm:w-[28rem]"
    >
      {(open) => (
        <>
          <p className="mb-3 text-sm">{BACKING_LABELS.how}</p>
          {theirs && <TheirTrackLine theirs={theirs} whose={role === 'teacher' ? 'student' : 'teacher'} />}
          <TrackChooser classId={classId} player={player} view={view} listNow={open} />
          {view.track && <Transport player={player} view={view} />}
          <p className="mt-4 text-xs text-plum-800">{BACKING_LABELS.screenSound}</p>
        </>
      )}
    </ToolPanel>
  );
}

/** Opens one of the class's tracks, or a new file kept with the class first. */
function TrackChooser({
  classId,
  player,
  view,
  listNow,
}: {
  classId: string;
  player: BackingPlayer;
  view: BackingView;
  listNow: boolean;
}) {
  const [tracks, setTracks] = useState<BackingTrack[]>([]);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!listNow) return;
    let current = true;
    listBackingTracks(classId).then(
      (list) => current && setTracks(list),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [classId, listNow]);

  const add = async (file: File) => {
    setAdding(true);
    setError(null);
    try {
      const track = await addBackingTrack(classId, file);
      setTracks((list) => [...list, track]);
      player.open(track);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 ? err.message : BACKING_LABELS.addFailed);
    } finally {
      setAdding(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 gap-1 text-sm">
          {BACKING_LABELS.track}
          <select
            value={view.track?.id ?? ''}
            onChange={(e) => {
              const track = tracks.find((t) => t.id === Number(e.target.value));
              if (track) player.open(track);
              else player.close();
            }}
            className="min-w-0 rounded-lg border border-plum-200 bg-white px-2 py-1.5 text-sm"
          >
            <option value="">{BACKING_LABELS.none}</option>
            {tracks.map((t) => (
              <option key={t.id} value={t.id}>
                {t.file_name}
              </option>
            ))}
          </select>
        </label>
        <label className={`${quiet} cursor-pointer focus-within:ring-2 focus-within:ring-plum-700`}>
          {adding ? BACKING_LABELS.adding : BACKING_LABELS.add}
          <input
            ref={input}
            type="file"
            accept={BACKING_TRACK_ACCEPT}
            className="sr-only"
            disabled={adding}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void add(file);
            }}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-100 p-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** Play, pause, seek, the loop, the level and the tempo of our open track. */
function Transport({ player, view }: { player: BackingPlayer; view: BackingView }) {
  const [loopFrom, setLoopFrom] = useState<number | null>(null);
  return (
    <div className="mt-3 grid gap-3 rounded-xl border border-plum-200 bg-white p-3">
      {view.failed && (
        <p role="alert" className="rounded-lg bg-red-100 p-2 text-sm text-red-800">
          {BACKING_LABELS.failed}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={`${primary} ${view.playing ? 'bg-red-600 text-white' : 'bg-plum-800 text-white hover:bg-plum-700'}`}
          onClick={() => (view.playing ? player.pause() : void player.play())}
        >
          {view.playing ? BACKING_LABELS.pause : BACKING_LABELS.play}
        </button>
        <p className="font-mono text-sm" data-testid="backing-position">
          {clock(view.position)} / {clock(view.duration)}
        </p>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <span className="w-20 shrink-0">{BACKING_LABELS.position}</span>
        <input
          type="range"
          min={0}
          max={Math.max(view.duration, 0.1)}
          step={0.1}
          value={view.position}
          onChange={(e) => player.seek(Number(e.target.value))}
          className="min-w-0 flex-1 accent-plum-700"
        />
      </label>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button type="button" className={quiet} onClick={() => setLoopFrom(view.position)}>
          {BACKING_LABELS.loopFrom}
        </button>
        <button
          type="button"
          className={quiet}
          disabled={loopFrom === null}
          onClick={() => {
            player.setLoop(loopFrom ?? 0, view.position);
            setLoopFrom(null);
          }}
        >
          {BACKING_LABELS.loopTo}
        </button>
        <button
          type="button"
          className={quiet}
          disabled={!view.loop && loopFrom === null}
          onClick={() => {
            player.setLoop(null);
            setLoopFrom(null);
          }}
        >
          {BACKING_LABELS.noLoop}
        </button>
        <span data-testid="backing-loop">
          {view.loop
            ? `Loop ${clock(view.loop[0])}–${clock(view.loop[1])}`
            : loopFrom !== null
              ? `From ${clock(loopFrom)}…`
              : ''}
        </span>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <span className="w-20 shrink-0">{BACKING_LABELS.level}</span>
        <LevelRange value={view.level} onChange={(v) => player.setLevel(v)} />
      </label>
      <label className="flex items-center gap-3 text-sm">
        <span className="w-20 shrink-0">{BACKING_LABELS.tempo}</span>
        <select
          value={view.tempo}
          onChange={(e) => player.setTempo(Number(e.target.value))}
          className="rounded-lg border border-plum-200 bg-white px-2 py-1.5 text-sm"
        >
          {TEMPOS.map((t) => (
            <option key={t} value={t}>
              {Math.round(t * 100)} %
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** What the other side's track is doing, its position run on between their messages. */
function TheirTrackLine({ theirs, whose }: { theirs: NonNullable<TheirTrack>; whose: ClassRole }) {
  const [now, setNow] = useState(() => performance.now());
  const { transport } = theirs;
  useEffect(() => {
    if (!transport.playing) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [transport.playing]);
  const position = positionAt(transport, Math.max(0, now - theirs.at));
  const who = whose === 'teacher' ? 'The teacher' : 'The student';
  return (
    <p className="mb-3 rounded-lg bg-gold-300/40 p-2 text-sm" data-testid="their-backing-track">
      {who} {transport.playing ? 'is playing' : 'has paused'} “{transport.name}” at{' '}
      <span className="font-mono">
        {clock(position)} / {clock(transport.duration)}
      </span>
      {transport.loop && `, looping ${clock(transport.loop[0])}–${clock(transport.loop[1])}`}
      {transport.tempo !== 1 && `, at ${Math.round(transport.tempo * 100)} % speed`}.
    </p>
  );
}
