import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, tarWriter } from './tar.ts';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const LONG = `files/recordings/${'a'.repeat(60)}/${'b'.repeat(60)}/part.webm`;

async function archiveOf(files: [string, Buffer][]) {
  const out = new PassThrough();
  const bytes = buffer(out);
  const tar = tarWriter(out);
  await tar.directory('files');
  const sums = [];
  for (const [name, data] of files) sums.push(await tar.file(name, data.length, Readable.from([data])));
  await tar.end();
  return { archive: await bytes, sums };
}

async function entriesOf(archive: Buffer) {
  const seen: { name: string; type: string; data: Buffer }[] = [];
  for await (const entry of readTar(Readable.from([archive.subarray(0, 700), archive.subarray(700)]))) {
    const pieces: Buffer[] = [];
    for await (const piece of entry.body) pieces.push(piece);
    seen.push({ name: entry.name, type: entry.type, data: Buffer.concat(pieces) });
  }
  return seen;
}

describe('tar archives', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tar-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files: [string, Buffer][] = [
    ['manifest.json', Buffer.from('{"a":1}')],
    ['files/chat-files/1/empty', Buffer.alloc(0)],
    [LONG, Buffer.alloc(1500, 7)],
  ];

  it('reads back what it wrote, each file with its sha256', async () => {
    const { archive, sums } = await archiveOf(files);
    expect(sums).toEqual(files.map(([, d]) => sha(d)));
    expect(await entriesOf(archive)).toEqual([
      { name: 'files/', type: 'directory', data: Buffer.alloc(0) },
      ...files.map(([name, data]) => ({ name, type: 'file', data })),
    ]);
  });

  it('writes an archive GNU tar lists and unpacks, long paths included', async () => {
    const { archive } = await archiveOf(files);
    const file = path.join(dir, 'a.tar');
    writeFileSync(file, archive);
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'files/',
      ...files.map(([name]) => name),
    ]);
    execFileSync('tar', ['-xf', file, '-C', dir]);
    expect(readFileSync(path.join(dir, LONG))).toEqual(files[2]?.[1]);
  });

  it('reads what GNU tar writes', async () => {
    writeFileSync(path.join(dir, 'x.txt'), 'hello');
    const archive = execFileSync('tar', ['--format=ustar', '-cf', '-', '-C', dir, 'x.txt']);
    expect(await entriesOf(archive)).toEqual([{ name: 'x.txt', type: 'file', data: Buffer.from('hello') }]);
  });

  it('refuses a damaged header and a cut-off archive, saying so', async () => {
    const { archive } = await archiveOf(files);
    const bad = Buffer.from(archive);
    bad[512 + 10] = 0x41;
    await expect(entriesOf(bad)).rejects.toThrow(
      'The archive is damaged: the header at byte 512 is not a valid tar header',
    );
    await expect(entriesOf(archive.subarray(0, 2564))).rejects.toThrow(
      `The archive is damaged: it ends inside ${LONG} (4 of 1500 bytes; the file is incomplete)`,
    );
    await expect(entriesOf(archive.subarray(0, archive.length - 1024))).rejects.toThrow(
      'it ends before its end marker',
    );
  });

  it('fails a file whose bytes are not the size it was added with', async () => {
    const tar = tarWriter(new PassThrough().resume());
    await expect(tar.file('x', 10, Readable.from([Buffer.alloc(4)]))).rejects.toThrow(
      'x changed while it was read (4 bytes where 10 were expected)',
    );
  });

  it('gives sizes past ustar octal limit (8 GiB) in the base-256 form GNU tar reads', async () => {
    const out = new PassThrough();
    const bytes = buffer(out);
    const tar = tarWriter(out);
    // Only the header: the writer then fails on the missing bytes, which is all this needs.
    await tar.file('big', 10 * 2 ** 30, Readable.from([])).catch(() => {});
    out.end();
    const head = (await bytes).subarray(0, 512);
    const entries = readTar(Readable.from([head, Buffer.alloc(512)]));
    expect((await entries.next()).value).toMatchObject({ name: 'big', size: 10 * 2 ** 30 });
  });
});
