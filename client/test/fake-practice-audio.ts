import { vi } from 'vitest';
import type { PracticeAudio } from '../lib/music/practice-audio.ts';

/**
 * A stand-in for the tools' Web Audio output that records what it is handed: its context time is
 * `seconds()`, each click (with its stop) and pluck is kept. The lesson's player and the practice
 * room's tools are tested on it.
 */
export function fakePracticeAudio(seconds: () => number) {
  const clicks: { kind: string; at: number; stop: ReturnType<typeof vi.fn> }[] = [];
  const plucks: { hz: number; at: number }[] = [];
  const audio = {
    ctx: {
      get currentTime() {
        return seconds();
      },
      state: 'running',
      resume: async () => {},
      close: async () => {},
    },
    setLevels: vi.fn(),
    click: (kind: string, at: number) => {
      const stop = vi.fn();
      clicks.push({ kind, at, stop });
      return { stop };
    },
    pluck: (hz: number, at: number) => {
      plucks.push({ hz, at });
      return [];
    },
    close: vi.fn(),
  };
  return { audio, clicks, plucks, createAudio: () => audio as unknown as PracticeAudio };
}
