import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { dataDirHolder, holdDataDir } from './data-dir-lock.ts';
import { tempDir } from './ops-fixtures.ts';

const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
// A process that is surely alive and not this one: the test runner that started this worker.
const other = process.ppid;

describe("the embedded database's folder, one process's at a time", () => {
  const dataDir = tempDir('in-use');
  const lockFile = path.join(dataDir, 'in-use.json');
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is refused to a second process while the first lives, and taken over once it died or the machine restarted', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: other, boot, by: 'backup' }));
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: other, by: 'backup' });
    await expect(holdDataDir(dataDir, 'restore')).rejects.toThrow(
      `${dataDir} is in use by npm run backup (pid ${other}): its embedded database is one process's at a time`,
    );
    // The same pid in an earlier boot is another process now.
    await writeFile(lockFile, JSON.stringify({ pid: other, boot: 'an-earlier-boot', by: 'server' }));
    expect(await dataDirHolder(dataDir)).toBeNull();
    const release = await holdDataDir(dataDir, 'restore');
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toEqual({ pid: process.pid, boot, by: 'restore' });
    await release();
    await expect(readFile(lockFile)).rejects.toThrow(/ENOENT/);
  });

  it('keeps a server from starting on a folder another process has open', async () => {
    await writeFile(lockFile, JSON.stringify({ pid: other, boot, by: 'server' }));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    await expect(buildApp(config, { logger: false })).rejects.toThrow(
      `${dataDir} is in use by the server (pid ${other})`,
    );
    await rm(lockFile);
  });
});
