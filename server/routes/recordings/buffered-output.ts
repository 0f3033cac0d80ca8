import type { FileOutput } from './recording-store.ts';

/** Bytes gathered before one write: the joiner's blocks are a few hundred bytes each. */
const FLUSH_BYTES = 1024 * 1024;

/** A FileOutput that gathers small writes into larger ones (patches reach bytes not yet flushed too). */
export class BufferedOutput implements FileOutput {
  // Held, not copied: the joiner's bytes are never changed after they are written.
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  /** Bytes handed to `out` so far. */
  private flushed = 0;

  constructor(private readonly out: FileOutput) {}

  async write(b: Uint8Array) {
    this.pending.push(b);
    this.pendingBytes += b.length;
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  async patch(at: number, b: Uint8Array) {
    if (at + b.length <= this.flushed) return this.out.patch(at, b);
    await this.flush();
    await this.out.patch(at, b);
  }

  async flush() {
    if (this.pendingBytes === 0) return;
    const bytes = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await this.out.write(bytes);
    this.flushed += bytes.length;
  }
}
