import { useId } from 'react';
import { SlowPracticePanel } from '../../../components/music/slow-practice-panel.tsx';
import { onFileChosen } from '../../../lib/on-file-chosen.ts';
import { useSlowPlayer } from '../../../lib/slow-practice/use-slow-player.ts';
import { useTempoFollow } from '../hooks/use-tempo-follow.ts';
import type { RoomTools, RoomToolsView } from '../room-tools.ts';
import { card, cardTitle, secondary } from './styles.ts';

/**
 * Slow practice in the room: the take just recorded, or a recording from this device, looped A
 * to B at 50 to 100 % speed; the metronome's tempo follows the speed.
 */
export function SlowPracticeCard({
  tools,
  view,
  take,
}: {
  tools: RoomTools;
  view: RoomToolsView;
  /** The take recorded here, when there is one. */
  take: Blob | null;
}) {
  const titleId = useId();
  const fileId = useId();
  const { player, view: slow } = useSlowPlayer();
  const base = useTempoFollow(tools, view.metronome.bpm, slow.rate);
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={cardTitle}>
        Slow practice
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Loop a hard passage between A and B and play it slower: the pitch stays, and the metronome follows the
        speed.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {take && (
          <button type="button" className="btn-primary" onClick={() => void player.load(take)}>
            Practise your take
          </button>
        )}
        <label
          htmlFor={fileId}
          className={`${secondary} cursor-pointer focus-within:outline-2 focus-within:outline-plum-600`}
        >
          Open a recording
          <input
            id={fileId}
            type="file"
            accept="audio/*"
            className="sr-only"
            onChange={onFileChosen((file) => void player.load(file))}
          />
        </label>
      </div>
      <SlowPracticePanel player={player} view={slow} />
      {slow.phase === 'ready' && (
        <p className="mt-3 text-sm text-slate-700" data-testid="slow-metronome">
          Metronome: {view.metronome.bpm} beats a minute at {Math.round(slow.rate * 100)} % (
          {Math.round(base)} at full speed)
        </p>
      )}
    </section>
  );
}
