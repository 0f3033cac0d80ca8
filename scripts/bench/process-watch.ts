// What the benches that time a heavy step in the server's own process share: the memory it took
// and how long it held the event loop up, with a health poll's timings to sum up.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from './bench-database.ts';

const MB = 1024 * 1024;

/**
 * Watches this process from now on: after a garbage collection (under `--expose-gc`) and half a
 * second to settle, so that what was freed before does not count. `stop()` gives the peak resident
 * memory above the start, in MB, and the event loop's longest delay, in ms.
 */
export async function watchProcess() {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  return {
    stop() {
      clearInterval(sampler);
      loop.disable();
      return { extraMb: (peak - before) / MB, loopMaxMs: loop.max / 1e6 };
    },
  };
}

/** The median, p99 and max of timings in ms, to one decimal (0 when there are none). */
export function latencyFigures(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => (sorted.length ? percentile(sorted, p) : 0).toFixed(1);
  return { median: pct(50), p99: pct(99), max: pct(100) };
}
