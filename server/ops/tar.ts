import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { BackupError } from './backup-error.ts';

// The archives of `npm run backup`: plain ustar, which GNU tar and every unpacker read, written
// and read as streams (an entry's bytes are never held whole).

const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);
// The largest size ustar writes in octal (11 digits); beyond it, GNU tar's base-256 form.
const OCTAL_SIZE_LIMIT = 8 ** 11;

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function writeOctal(b: Buffer, at: number, length: number, n: number) {
  b.write(`${n.toString(8).padStart(length - 1, '0')}\0`, at, length, 'ascii');
}

function writeSize(b: Buffer, size: number) {
  if (size < OCTAL_SIZE_LIMIT) return writeOctal(b, 124, 12, size);
  b[124] = 0x80;
  let n = size;
  for (let i = 135; i > 124; i -= 1) {
    b[i] = n % 256;
    n = Math.floor(n / 256);
  }
}

const sumOf = (b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (b[i] as number);
  return sum;
};

/** ustar keeps 100 bytes of name and 155 of prefix before it: a longer path is split at a '/'. */
function splitName(name: string): [prefix: string, base: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new BackupError(`The path ${name} is too long for the archive`);
}

function header(name: string, size: number, type: 'file' | 'directory', mtimeMs: number): Buffer {
  const b = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  b.write(base, 0, 100, 'utf8');
  writeOctal(b, 100, 8, type === 'directory' ? 0o755 : 0o644);
  writeOctal(b, 108, 8, 0);
  writeOctal(b, 116, 8, 0);
  writeSize(b, size);
  writeOctal(b, 136, 12, Math.floor(mtimeMs / 1000));
  b.write(type === 'directory' ? '5' : '0', 156, 'ascii');
  b.write('ustar\u000000', 257, 'ascii');
  b.write(prefix, 345, 155, 'utf8');
  writeOctal(b, 148, 7, sumOf(b));
  b[155] = 0x20;
  return b;
}

export type TarWriter = {
  /**
   * Adds a file of exactly `size` bytes from `body` and answers their sha256; a body of any other
   * length (the file changed while it was read) fails the archive.
   */
  file(name: string, size: number, body: AsyncIterable<Uint8Array>, mtimeMs?: number): Promise<string>;
  directory(name: string): Promise<void>;
  /** The end marker; then `out` is ended and flushed. */
  end(): Promise<void>;
};

/** A tar archive written into `out` as it goes, waiting whenever `out` is full. */
export function tarWriter(out: Writable): TarWriter {
  const write = async (chunk: Uint8Array) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  return {
    async file(name, size, body, mtimeMs = Date.now()) {
      await write(header(name, size, 'file', mtimeMs));
      const hash = createHash('sha256');
      let written = 0;
      for await (const chunk of body) {
        written += chunk.length;
        if (written > size) break;
        hash.update(chunk);
        await write(chunk);
      }
      if (written !== size)
        throw new BackupError(
          `${name} changed while it was read (${written} bytes where ${size} were expected)`,
        );
      await write(ZEROS.subarray(0, padding(size)));
      return hash.digest('hex');
    },
    async directory(name) {
      await write(header(name.endsWith('/') ? name : `${name}/`, 0, 'directory', Date.now()));
    },
    async end() {
      await write(ZEROS);
      out.end();
      await finished(out);
    },
  };
}

export type TarEntry = {
  name: string;
  type: 'file' | 'directory';
  size: number;
  /** The entry's bytes; what the caller leaves unread is skipped. */
  body: AsyncGenerator<Buffer>;
};

/** Exactly-sized reads from a stream of chunks. */
class ByteReader {
  #chunks: AsyncIterator<Buffer>;
  #held: Buffer = Buffer.alloc(0);
  /** Bytes read so far: where a damaged header is, in the message. */
  position = 0;

  constructor(source: AsyncIterable<Buffer>) {
    this.#chunks = source[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (fewer only at the end of the stream; none there). */
  async some(max: number): Promise<Buffer> {
    if (this.#held.length === 0) {
      const next = await this.#chunks.next();
      if (next.done) return Buffer.alloc(0);
      this.#held = Buffer.from(next.value);
    }
    const piece = this.#held.subarray(0, max);
    this.#held = this.#held.subarray(piece.length);
    this.position += piece.length;
    return piece;
  }

  /** Exactly `n` bytes, or fewer where the stream ends. */
  async exactly(n: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    let got = 0;
    while (got < n) {
      const piece = await this.some(n - got);
      if (piece.length === 0) break;
      pieces.push(piece);
      got += piece.length;
    }
    return Buffer.concat(pieces);
  }
}

const text = (b: Buffer, at: number, length: number) => {
  const field = b.subarray(at, at + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

const octal = (b: Buffer, at: number, length: number) => {
  const digits = text(b, at, length).trim();
  return /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : Number.NaN;
};

function sizeOf(b: Buffer): number {
  if (((b[124] as number) & 0x80) === 0) return octal(b, 124, 12);
  let n = 0;
  for (let i = 125; i < 136; i += 1) n = n * 256 + (b[i] as number);
  return n;
}

const damaged = (why: string) => new BackupError(`The archive is damaged: ${why}`);

/** The entries of a tar archive in order, each read (or skipped) before the next one comes. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  for (;;) {
    const at = reader.position;
    const block = await reader.exactly(BLOCK);
    if (block.length < BLOCK) throw damaged('it ends before its end marker (the file is incomplete)');
    if (block.every((byte) => byte === 0)) return;
    if (octal(block, 148, 8) !== sumOf(block))
      throw damaged(`the header at byte ${at} is not a valid tar header`);
    const prefix = text(block, 345, 155);
    const base = text(block, 0, 100);
    const name = prefix ? `${prefix}/${base}` : base;
    const flag = text(block, 156, 1);
    const size = sizeOf(block);
    if (!Number.isSafeInteger(size)) throw damaged(`${name} has no valid size`);
    if (flag !== '0' && flag !== '' && flag !== '5') throw damaged(`${name} is of an unknown kind (${flag})`);
    let left = size;
    const body = async function* () {
      while (left > 0) {
        const piece = await reader.some(left);
        if (piece.length === 0)
          throw damaged(`it ends inside ${name} (${size - left} of ${size} bytes; the file is incomplete)`);
        left -= piece.length;
        yield piece;
      }
    };
    yield { name, type: flag === '5' ? 'directory' : 'file', size, body: body() };
    // Whatever the caller did not read, and the padding to the next header.
    for await (const _ of body());
    if ((await reader.exactly(padding(size))).length < padding(size))
      throw damaged('it ends before its end marker (the file is incomplete)');
  }
}
