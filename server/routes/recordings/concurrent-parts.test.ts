import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestClass } from '../../test/builders.ts';
import { useLiveTestApp } from '../live-class/live-class-fixtures.ts';
import { storePart } from './recordings.service.ts';
import { diskDeps, recordingRow, start, uploadAtOnce } from './recordings-fixtures.ts';
import { recordedWebm } from './webm-fixtures.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'concurrent-parts-test-'));
const partFiles = (id: number) => readdir(path.join(dataDir, 'recordings', String(id), 'parts'));

describe('one part uploaded several times at once, on disk', () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir });

  it('keeps one copy of the same bytes sent 4 times and counts it once', async () => {
    const part = recordedWebm(1);
    await uploadAtOnce(
      t,
      diskDeps(t, dataDir),
      await createTestClass(t),
      [part, part, part, part],
      partFiles,
    );
  });

  it('keeps exactly the acknowledged bytes of 4 different uploads under one number', async () => {
    const variants = [1, 2, 3, 4].map((n) => Buffer.concat([recordedWebm(1), Buffer.alloc(n, n)]));
    await uploadAtOnce(t, diskDeps(t, dataDir), await createTestClass(t), variants, partFiles);
  });

  it('counts nothing and keeps no row when the bytes cannot be written', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    const deps = diskDeps(t, dataDir);
    const failing = {
      ...deps,
      store: {
        ...deps.store,
        writePart: async () => {
          throw new Error('disk full');
        },
      },
    };
    const part = { recordingId: rec.recording_id, segment: 0, seq: 0, data: recordedWebm(1) };
    await expect(storePart(failing, { classId: c.id }, part)).rejects.toThrow('disk full');
    expect((await recordingRow(t, rec.recording_id))?.sizeBytes).toBe(0);
    // The next try is a first upload, not a number already received.
    expect(await storePart(deps, { classId: c.id }, part)).toMatchObject({
      duplicate: false,
      sizeBytes: part.data.length,
    });
  });
});
