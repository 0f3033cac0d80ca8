import { useState } from 'react';
import { SlowPracticePanel } from '../../../components/music/slow-practice-panel.tsx';
import { useSlowPlayer } from '../../../lib/slow-practice/use-slow-player.ts';
import { fetchTakeAudio } from '../api/take-audio.ts';

/**
 * Slow practice of a sent take: opened on request (it fetches the take's bytes), looped A to B
 * at 50 to 100 % speed. `onOpen` lets the take's own player fall silent.
 */
export function TakeSlowPractice({ takeId, onOpen }: { takeId: number; onOpen(): void }) {
  const { player, view } = useSlowPlayer();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div>
        <button
          type="button"
          className="rounded-full border border-plum-200 px-4 py-1.5 text-sm font-semibold text-plum-800 hover:bg-plum-50"
          onClick={() => {
            setOpen(true);
            onOpen();
            void player.load(fetchTakeAudio(takeId));
          }}
        >
          Slow practice
        </button>
      </div>
    );
  return (
    <section aria-label="Slow practice" className="rounded-lg border border-plum-100 p-3">
      <p className="text-sm font-semibold text-plum-900">Slow practice</p>
      <SlowPracticePanel player={player} view={view} />
    </section>
  );
}
