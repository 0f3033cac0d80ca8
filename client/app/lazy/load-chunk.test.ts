import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  forgetReload,
  loadChunk,
  reloadOnceForNewFiles,
} from './load-chunk.ts';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a file that has not arrived after 120000 ms, not a moment before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadChunk(() => new Promise(() => {})).then(outcome, outcome);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ChunkLoadError', reason: 'timeout' }),
    );
  });

  it('passes a module that arrives in time, and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(loadChunk(async () => ({ Component: 'x' }))).resolves.toEqual({ Component: 'x' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names a failed load as failed, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const err = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect(err).toMatchObject({ reason: 'failed', cause });
  });
});

describe('reloadOnceForNewFiles', () => {
  it('reloads once; then not again until a screen has loaded', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewFiles(sessionStorage, reload)).toBe(true);
    expect(reloadOnceForNewFiles(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    forgetReload(sessionStorage);
    expect(reloadOnceForNewFiles(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    forgetReload(sessionStorage);
  });

  it('never reloads without session storage (it could not stop a loop)', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewFiles(undefined, reload)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(reloadOnceForNewFiles(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
