import { describe, expect, it, vi } from 'vitest';
import type { RecordingState } from '../../../common/schemas/recordings.ts';
import { LessonRecorder, MAX_PENDING_PARTS, MIN_PART_BYTES, RECORDER_TEXT } from './lesson-recorder.ts';
import { type MediaRecorderLike, type PartKey, PartUploadError } from './recorder-api.ts';

class FakeRecorder implements MediaRecorderLike {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  timeslice = 0;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  start(ms: number) {
    this.timeslice = ms;
    this.state = 'recording';
  }
  /** The recorder hands over one part. */
  part(text: string) {
    this.ondataavailable?.({ data: new Blob([text]) });
  }
  stop() {
    this.state = 'inactive';
    this.part('last');
    this.onstop?.();
  }
}

const state = (segment: number | null, status: RecordingState['status'] = 'recording'): RecordingState => ({
  enabled: true,
  unavailable_reason: null,
  recording_id: 7,
  status,
  segment,
  recording_since: segment === null ? null : '2026-11-23T10:00:00.000Z',
  size_bytes: 0,
  max_bytes: 1e9,
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(options: { failures?: Map<string, number[]>; segment?: number; minPartBytes?: number } = {}) {
  const recorders: FakeRecorder[] = [];
  const received: { key: PartKey; text: string }[] = [];
  const attempts: string[] = [];
  const waits: number[] = [];
  let segment = options.segment ?? 0;
  const released = vi.fn();
  const deps = {
    start: vi.fn(async () => state(segment++)),
    stop: vi.fn(async () => state(null, 'processing')),
    upload: vi.fn(async (key: PartKey, data: Blob) => {
      const name = `${key.segment}/${key.seq}`;
      attempts.push(name);
      const planned = options.failures?.get(name);
      const status = planned?.shift();
      if (status !== undefined) throw new PartUploadError(status, status ? `refused ${status}` : 'offline');
      received.push({ key, text: await data.text() });
    }),
    createRecorder: () => {
      const recorder = new FakeRecorder();
      recorders.push(recorder);
      return { recorder, release: released };
    },
    partMs: 3_000,
    // Each of the fake's few-byte pieces a part of its own, unless a test gathers them.
    minPartBytes: options.minPartBytes ?? 1,
    // Resend pauses pass at once; a stop's wait for the last uploads never runs out here.
    wait: (ms: number) => {
      waits.push(ms);
      return ms >= 15_000 ? new Promise<void>(() => undefined) : Promise.resolve();
    },
  };
  const rec = new LessonRecorder(deps);
  return { rec, deps, recorders, received, attempts, waits, released };
}

describe('LessonRecorder', () => {
  it('goes idle -> recording -> idle, uploading parts in order, the last one before the stop', async () => {
    const s = setup();
    const phases: string[] = [];
    s.rec.subscribe(() => {
      const phase = s.rec.getSnapshot().phase;
      if (phases.at(-1) !== phase) phases.push(phase);
    });
    await s.rec.start();
    expect(s.rec.getSnapshot()).toMatchObject({ phase: 'recording', since: '2026-11-23T10:00:00.000Z' });
    const r = s.recorders[0] as FakeRecorder;
    expect(r.timeslice).toBe(3_000);
    r.part('a');
    r.part('b');
    r.part('c');
    await flush();
    await s.rec.stop();
    expect(s.received.map((p) => `${p.key.segment}/${p.key.seq}:${p.text}`)).toEqual([
      '0/0:a',
      '0/1:b',
      '0/2:c',
      '0/3:last',
    ]);
    // The server is told to stop only after every part was acknowledged.
    expect(s.deps.stop.mock.invocationCallOrder[0]).toBeGreaterThan(
      s.deps.upload.mock.invocationCallOrder.at(-1) as number,
    );
    expect(s.released).toHaveBeenCalled();
    expect(s.rec.getSnapshot()).toMatchObject({ phase: 'idle', since: null, pending: 0 });
    expect(phases).toEqual(['starting', 'recording', 'stopping', 'idle']);
  });

  it('gathers pieces into parts of MIN_PART_BYTES (a busy browser hands over the first byte alone), the rest at the stop', async () => {
    const s = setup({ minPartBytes: MIN_PART_BYTES });
    await s.rec.start();
    const r = s.recorders[0] as FakeRecorder;
    // Chromium's first piece when its first frames came after a timeslice: the file's first byte.
    r.part('\x1a');
    r.part('E'.repeat(MIN_PART_BYTES));
    r.part('b');
    r.part('c');
    await flush();
    expect(s.received.map((p) => p.text.length)).toEqual([MIN_PART_BYTES + 1]);
    expect(s.received[0]?.text.startsWith('\x1aE')).toBe(true);
    await s.rec.stop();
    expect(s.received.map((p) => `${p.key.seq}:${p.text.slice(0, 6)}`)).toEqual(['0:\x1aEEEEE', '1:bclast']);
  });

  it('sends a failed part again (network, 5xx) before any later part, with growing pauses', async () => {
    const failures = new Map([['0/1', [0, 503, 500]]]);
    const s = setup({ failures });
    await s.rec.start();
    const r = s.recorders[0] as FakeRecorder;
    r.part('a');
    r.part('b');
    r.part('c');
    await s.rec.stop();
    expect(s.attempts).toEqual(['0/0', '0/1', '0/1', '0/1', '0/1', '0/2', '0/3']);
    // (The stop's own waits come first: 5 s for the recorder, then its wait for the uploads.)
    expect(s.waits.slice(-3)).toEqual([500, 1_000, 2_000]);
    expect(s.received.map((p) => p.key.seq)).toEqual([0, 1, 2, 3]);
    expect(s.rec.getSnapshot().lastAckLagMs).toEqual(expect.any(Number));
  });

  it('stops with the server’s message when a part is refused (413), and the lesson is not touched', async () => {
    const failures = new Map([['0/1', [413]]]);
    const s = setup({ failures });
    await s.rec.start();
    const r = s.recorders[0] as FakeRecorder;
    r.part('a');
    r.part('b');
    await flush();
    await flush();
    expect(s.rec.getSnapshot()).toMatchObject({ phase: 'error', message: 'refused 413', pending: 0 });
    expect(r.state).toBe('inactive');
    expect(s.deps.stop).toHaveBeenCalled();
    // It can be started again (a new segment).
    await s.rec.start();
    expect(s.rec.getSnapshot().phase).toBe('recording');
    expect(s.deps.start).toHaveBeenCalledTimes(2);
  });

  it('stops at once with the reason when the server no longer takes the recording (consent withdrawn)', async () => {
    const s = setup();
    await s.rec.start();
    const r = s.recorders[0] as FakeRecorder;
    r.part('a');
    await flush();
    await s.rec.stopWith('Recording is not available: no consent.');
    expect(s.rec.getSnapshot()).toMatchObject({
      phase: 'error',
      since: null,
      message: 'Recording is not available: no consent.',
    });
    expect(r.state).toBe('inactive');
    expect(s.released).toHaveBeenCalled();
    // The recorder's last part is not sent: the server would refuse it.
    expect(s.received.map((p) => p.text)).toEqual(['a']);
  });

  it('stops when the upload cannot keep up', async () => {
    const s = setup();
    let release: () => void = () => undefined;
    s.deps.upload.mockImplementation(() => new Promise<void>((r) => (release = r)));
    await s.rec.start();
    const r = s.recorders[0] as FakeRecorder;
    for (let i = 0; i <= MAX_PENDING_PARTS; i += 1) r.part(`p${i}`);
    await flush();
    expect(s.rec.getSnapshot()).toMatchObject({ phase: 'error', message: RECORDER_TEXT.cannotKeepUp });
    release();
  });

  it('after a reload goes on as a new segment when the server says the lesson was being recorded', async () => {
    const s = setup({ segment: 1 });
    await s.rec.resume(state(null, 'ready'));
    expect(s.deps.start).not.toHaveBeenCalled();
    await s.rec.resume(state(0, 'recording'));
    expect(s.rec.getSnapshot().phase).toBe('recording');
    const r = s.recorders[0] as FakeRecorder;
    r.part('x');
    await s.rec.stop();
    // Numbering starts again at 0 in the new segment.
    expect(s.received.map((p) => `${p.key.segment}/${p.key.seq}`)).toEqual(['1/0', '1/1']);
  });

  it('says so when recording cannot start, and ignores a second start while one runs', async () => {
    const s = setup();
    s.deps.start.mockRejectedValueOnce(
      Object.assign(new Error('x'), { serverMessage: 'Recording is turned off for this school' }),
    );
    await s.rec.start();
    expect(s.rec.getSnapshot()).toMatchObject({
      phase: 'error',
      message: 'Recording is turned off for this school',
    });
    await Promise.all([s.rec.start(), s.rec.start()]);
    expect(s.deps.start).toHaveBeenCalledTimes(2);
  });
});
