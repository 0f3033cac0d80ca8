import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeLimitText } from '../../../common/schemas/assignments.ts';
import { MUSIC_AUDIO } from '../../lib/music/audio-constraints.ts';
import { type RecorderLike, TAKE_LABELS, TakeRecorder, type TakeRecorderDeps } from './take-recorder.ts';

/** A MediaRecorder that hands over one chunk a second of what it records, and the rest at stop. */
class FakeRecorder implements RecorderLike {
  readonly mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  started = false;
  constructor(private readonly bytes: number) {}
  start() {
    this.started = true;
  }
  stop() {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(this.bytes)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function setup({ bytes = 1000, mic = true } = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const recorders: FakeRecorder[] = [];
  const deps = {
    openMic: vi.fn(async () => {
      if (!mic) throw new DOMException('denied', 'NotAllowedError');
      return stream;
    }),
    createRecorder: () => {
      const r = new FakeRecorder(bytes);
      recorders.push(r);
      return r;
    },
    upload: vi.fn(async (_take: Blob, _ms: number, _note: string) => {}),
    objectUrl: vi.fn(() => 'blob:take'),
    revokeUrl: vi.fn(),
    now: () => Date.now(),
  } satisfies TakeRecorderDeps;
  return { recorder: new TakeRecorder(deps), deps, track, recorders };
}

describe('the take recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records with the processing off, shows the time, plays it back, then sends it with the note', async () => {
    const { recorder, deps, track } = setup();
    await recorder.record();
    expect(deps.openMic).toHaveBeenCalledWith(MUSIC_AUDIO);
    expect(MUSIC_AUDIO).toMatchObject({
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    });
    expect(recorder.getSnapshot().phase).toBe('recording');
    vi.advanceTimersByTime(10_000);
    expect(recorder.getSnapshot().elapsedMs).toBe(10_000);
    recorder.stop();
    expect(track.stop).toHaveBeenCalled();
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'recorded', url: 'blob:take', elapsedMs: 10_000 });
    await recorder.send('  The second line is faster  ');
    const [take, ms, note] = deps.upload.mock.calls[0] as [Blob, number, string];
    expect(take.type).toBe('audio/webm');
    expect(take.size).toBe(1000);
    expect(ms).toBe(10_000);
    expect(note).toBe('The second line is faster');
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'sent', error: null });
  });

  it('says so when the microphone is refused, and when nothing was recorded', async () => {
    const refused = setup({ mic: false });
    await refused.recorder.record();
    expect(refused.recorder.getSnapshot()).toMatchObject({ phase: 'idle', error: TAKE_LABELS.noMic });
    const empty = setup({ bytes: 0 });
    await empty.recorder.record();
    empty.recorder.stop();
    expect(empty.recorder.getSnapshot()).toMatchObject({ phase: 'idle', error: TAKE_LABELS.empty });
  });

  it("keeps the take when sending fails, with the server's words, so it can be sent again", async () => {
    const { recorder, deps } = setup();
    await recorder.record();
    vi.advanceTimersByTime(2_000);
    recorder.stop();
    const quota = takeLimitText.quota(499 * 1024 * 1024, 500 * 1024 * 1024);
    deps.upload.mockRejectedValueOnce(new Error(quota));
    await recorder.send('');
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'recorded', error: quota });
    // No words from the server (the network failed): the recorder's own.
    deps.upload.mockRejectedValueOnce(new Error(''));
    await recorder.send('');
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'recorded', error: TAKE_LABELS.sendFailed });
    await recorder.send('');
    expect(deps.upload).toHaveBeenCalledTimes(3);
    expect(recorder.getSnapshot().phase).toBe('sent');
  });

  it('records again in place of the last take, and stops by itself at the longest take', async () => {
    const { recorder, deps } = setup();
    await recorder.record();
    recorder.stop();
    await recorder.record();
    expect(deps.revokeUrl).toHaveBeenCalledWith('blob:take');
    expect(recorder.getSnapshot()).toMatchObject({ phase: 'recording', url: null });
    vi.advanceTimersByTime(10 * 60_000);
    expect(recorder.getSnapshot().phase).toBe('recorded');
  });
});
