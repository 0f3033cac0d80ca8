import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type JoinJob, joinParts, sha256 } from './join-parts.ts';
import { diskStore, type RecordingStore } from './recording-store.ts';
import { lessonParts, recordedWebm } from './webm-fixtures.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'join-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Puts the parts in a store on disk; answers the job that joins them as one segment. */
async function stored(recordingId: number, parts: Buffer[]): Promise<JoinJob> {
  const disk = diskStore(dir);
  const list = [];
  for (const [seq, data] of parts.entries()) {
    const name = `0-${seq}-test.part`;
    await disk.writePart(recordingId, name, data);
    list.push({ seq, name, sha256: sha256(data) });
  }
  return {
    store: disk.settings,
    recordingId,
    segments: [{ segment: 0, parts: list }],
    limits: { maxTimeMs: 3_660_000, maxElementBytes: 1024 * 1024 },
  };
}

describe('joining a lesson part by part', () => {
  it('joins a 60-minute lesson of 1,200 parts with one part open at a time', async () => {
    const job = await stored(1, lessonParts(1200));
    const disk = diskStore(dir);
    let open = 0;
    let most = 0;
    let reads = 0;
    const counting: RecordingStore = {
      ...disk,
      async readPart(id, name) {
        open += 1;
        most = Math.max(most, open);
        try {
          return await disk.readPart(id, name);
        } finally {
          open -= 1;
          reads += 1;
        }
      },
    };
    // The last cluster at 59:57, its audio block at +2980 ms lasting 20 ms.
    expect(await joinParts(counting, job)).toMatchObject({ ok: true, durationMs: 3_600_000 });
    expect(reads).toBe(1200);
    expect(most).toBe(1);
  });

  it('refuses a part whose bytes changed after it was uploaded, naming it', async () => {
    const job = await stored(2, [recordedWebm(1), Buffer.from('more of the stream')]);
    await writeFile(path.join(dir, '2', 'parts', '0-1-test.part'), 'other bytes');
    expect(await joinParts(diskStore(dir), job)).toEqual({
      ok: false,
      failure:
        'The recording could not be made into a video file: part 1 of segment 0 changed after it was uploaded',
    });
  });
});
