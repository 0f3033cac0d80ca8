// A minimal server-sent events reader over fetch, for tests and benchmarks (Node has no EventSource).

export type SseEvent = { id: string | null; event: string; data: unknown };

export type SseConnection = {
  status: number;
  headers: Headers;
  /** The next event (of `name`, skipping others, when given). */
  next(name?: string): Promise<SseEvent>;
  /** Comment lines seen so far (heartbeats). */
  comments: () => number;
  close(): void;
};

export async function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let comments = 0;
  let ended = false;

  const parseBlock = (block: string) => {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments += 1;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) queue.push({ id, event, data: JSON.parse(data.join('\n')) });
  };

  void (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      for (const w of waiters.splice(0)) w();
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    comments: () => comments,
    async next(name) {
      for (;;) {
        const i = queue.findIndex((e) => !name || e.event === name);
        if (i >= 0) return queue.splice(0, i + 1).pop() as SseEvent;
        if (ended) throw new Error(`stream ended before ${name ?? 'an event'}`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => abort.abort(),
  };
}
