import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SseChannel } from './sse-channel.ts';

function fakeOut() {
  const chunks: string[] = [];
  return {
    chunks,
    writableEnded: false,
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
    end() {
      this.writableEnded = true;
    },
  };
}

describe('SseChannel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a quick reconnect, writes events with ids, and a heartbeat comment each interval', () => {
    const out = fakeOut();
    const channel = new SseChannel(out as never, 15_000);
    channel.send('chat', '3.7', { text: 'a\nb' });
    expect(out.chunks).toEqual(['retry: 2000\n\n', 'id: 3.7\nevent: chat\ndata: {"text":"a\\nb"}\n\n']);
    vi.advanceTimersByTime(30_000);
    expect(out.chunks.filter((c) => c === ': ping\n\n')).toHaveLength(2);
  });

  it('closes once: ends the response, stops the heartbeat, tells its listeners, sends nothing more', () => {
    const out = fakeOut();
    const channel = new SseChannel(out as never, 1000);
    const closed = vi.fn();
    channel.onClose(closed);
    channel.close();
    channel.close();
    channel.send('chat', '1.1', {});
    vi.advanceTimersByTime(5000);
    expect(out.writableEnded).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(out.chunks).toEqual(['retry: 2000\n\n']);
  });
});
