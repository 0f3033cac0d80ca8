import { type Element, readElement } from './webm.ts';

/** An element head is at most 12 bytes: a 4-byte id and an 8-byte size. */
const MAX_HEAD_BYTES = 12;

/**
 * A recorded segment's bytes as one stream, taken from its parts one at a time: it holds only
 * the bytes not yet consumed (an element that runs on into the next part, and the current part).
 * Positions are counted from the segment's first byte.
 */
export class PartStream {
  private buf: Buffer = Buffer.alloc(0);
  /** The stream position of buf[0]. */
  private base = 0;
  /** Bytes still to skip from the parts to come (dropped past what was read). */
  private skip = 0;
  private ended = false;
  private readonly parts: AsyncIterator<Uint8Array>;

  constructor(parts: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) {
    this.parts = (async function* () {
      yield* parts;
    })();
  }

  /** Reads parts until the stream holds every byte before `end`; false when it ends first. */
  async fill(end: number): Promise<boolean> {
    while (this.base + this.buf.length < end) {
      if (this.ended) return false;
      const next = await this.parts.next();
      if (next.done) {
        this.ended = true;
        return false;
      }
      let part = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.length);
      if (this.skip > 0) {
        const skipped = Math.min(this.skip, part.length);
        part = part.subarray(skipped);
        this.skip -= skipped;
        this.base += skipped;
      }
      this.buf = this.buf.length ? Buffer.concat([this.buf, part]) : part;
    }
    return true;
  }

  /** The bytes [start, end), which `fill` has read. */
  bytes(start: number, end: number): Buffer {
    return this.buf.subarray(start - this.base, end - this.base);
  }

  /** Forgets every byte before `pos` (the parts up to it are read and let go when it is past them). */
  drop(pos: number) {
    const held = Math.min(pos - this.base, this.buf.length);
    if (held <= 0) return;
    this.buf = this.buf.subarray(held);
    this.base += held;
    this.skip = pos - this.base;
  }

  /**
   * The element whose head is at `pos` (positions in the stream; `end` Infinity when its size is
   * unknown), or null at the stream's end or where no element starts.
   */
  async element(pos: number): Promise<Element | null> {
    await this.fill(pos + MAX_HEAD_BYTES);
    const el = readElement(this.buf, pos - this.base);
    if (!el) return null;
    const at = (p: number) => p + this.base;
    return {
      id: el.id,
      start: at(el.start),
      dataStart: at(el.dataStart),
      end: el.unknownSize ? Number.POSITIVE_INFINITY : at(el.end),
      unknownSize: el.unknownSize,
    };
  }
}
