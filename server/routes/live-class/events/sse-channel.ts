import type { ServerResponse } from 'node:http';

type Out = Pick<ServerResponse, 'write' | 'end' | 'writableEnded'>;

/**
 * The wire side of one server-sent event stream: events with ids, a comment line every
 * `heartbeatMs` (so proxies and browsers keep the connection), and one close.
 */
export class SseChannel {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    private readonly out: Out,
    heartbeatMs: number,
  ) {
    // Reconnect soon after a drop; EventSource then sends the last id back.
    this.out.write('retry: 2000\n\n');
    this.timer = setInterval(() => this.out.write(': ping\n\n'), heartbeatMs);
    this.timer.unref();
  }

  get isClosed() {
    return this.closed;
  }

  send(event: string, id: string, data: unknown) {
    if (this.closed) return;
    // JSON.stringify never emits a raw newline, so one data line is enough.
    this.out.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  onClose(listener: () => void) {
    this.closeListeners.push(listener);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (!this.out.writableEnded) this.out.end();
    for (const listener of this.closeListeners) listener();
  }
}
