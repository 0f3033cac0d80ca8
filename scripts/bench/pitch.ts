// `npm run bench:pitch`: the pitch detector's cost and its own delay, in Node on the code the
// AudioWorklet runs (client/lib/pitch/pitch-tracker.ts, pitchy bundled into the worklet as is).
// - CPU: ms of one core per second of audio at 48 kHz, fed in the worklet's blocks of 128, over
//   BENCH_SECONDS (60) of a sox-sung 'aa' stepping through the swaras (a sawtooth without sox);
//   and each reading's time, p50 and p95. An AudioWorklet has 2.67 ms per block of 128.
// - Delay: from a note's start (in the audio) to the first reading within 10 cents of it, p50
//   and p95 over the notes: what the window and hop add before the page can draw it. The
//   message to the page, the lesson's data path and the next frame come on top:
// - Room (BENCH_ROOM=0 leaves it out): a note's start shown on the student's own Pitch view to
//   the teacher's view of the student, over the lesson's channel on loopback (pitch-room.ts).
import path from 'node:path';
import { PitchTracker } from '../../client/lib/pitch/pitch-tracker.ts';
import { hasTool, PITCH_RATE, pitchDir, readWav, soxVowel } from '../pitch-signals.ts';
import { benchRoomPitch } from './pitch-room.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const NOTE_S = 1;
const GAP_S = 0.25;
const STEPS = [0, 2, 4, 5, 7, 9, 11, 12, 1, 3, 6, 8, 10];
const SA = 220;

const notes = Array.from(
  { length: Math.ceil(SECONDS / (NOTE_S + GAP_S)) },
  (_, i) => SA * 2 ** ((STEPS[i % STEPS.length] as number) / 12),
);

function sawtooth(): Float32Array {
  const per = Math.round((NOTE_S + GAP_S) * PITCH_RATE);
  const out = new Float32Array(per * notes.length);
  notes.forEach((hz, k) => {
    for (let i = 0; i < NOTE_S * PITCH_RATE; i++)
      out[k * per + i] = 0.3 * (2 * (((hz * i) / PITCH_RATE) % 1) - 1);
  });
  return out;
}

const sox = hasTool('sox');
const samples = sox
  ? readWav(soxVowel(path.join(pitchDir(), 'bench.wav'), notes, NOTE_S, GAP_S)).samples
  : sawtooth();
const seconds = samples.length / PITCH_RATE;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] as number;

// A warm-up pass (the JIT), then the measured one.
for (let i = 0; i < samples.length / 4; i += 128)
  new PitchTracker({ sampleRate: PITCH_RATE }).push(samples.subarray(i, i + 128));
const tracker = new PitchTracker({ sampleRate: PITCH_RATE });
const readings: { time: number; hz: number | null }[] = [];
const perReading: number[] = [];
const cpu0 = process.cpuUsage();
for (let i = 0; i < samples.length; i += 128) {
  const t0 = performance.now();
  const got = tracker.push(samples.subarray(i, i + 128));
  if (got.length > 0) perReading.push(performance.now() - t0);
  readings.push(...got);
}
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;

const delays: number[] = [];
let missed = 0;
notes.forEach((hz, k) => {
  const start = k * (NOTE_S + GAP_S);
  const hit = readings.find(
    (r) =>
      r.time > start &&
      r.time < start + NOTE_S &&
      r.hz !== null &&
      Math.abs(1200 * Math.log2(r.hz / hz)) <= 10,
  );
  if (hit) delays.push((hit.time - start) * 1000);
  else missed++;
});

console.log(
  `Signal: ${sox ? "sox-sung 'aa'" : 'sawtooth (sox missing)'}, ${seconds.toFixed(1)} s at ${PITCH_RATE} Hz, ${notes.length} notes`,
);
console.log(
  `CPU: ${(cpuMs / seconds).toFixed(2)} ms per second of audio (${((cpuMs / seconds / 1000) * 100).toFixed(2)} % of a core)`,
);
console.log(
  `Per reading (${perReading.length}): p50 ${pct(perReading, 0.5).toFixed(3)} ms, p95 ${pct(perReading, 0.95).toFixed(3)} ms (a block's budget: ${((128 / PITCH_RATE) * 1000).toFixed(2)} ms)`,
);
console.log(
  `Note start to a reading within 10 cents: p50 ${pct(delays, 0.5).toFixed(1)} ms, p95 ${pct(delays, 0.95).toFixed(1)} ms; ${missed} of ${notes.length} notes never read`,
);

if (process.env.BENCH_ROOM !== '0') {
  const room = await benchRoomPitch();
  if (typeof room === 'string') console.log(`Room: ${room}`);
  else
    console.log(
      `Room, the student's view to the teacher's, a note's start (${room.length} notes): p50 ${pct(room, 0.5).toFixed(0)} ms, p95 ${pct(room, 0.95).toFixed(0)} ms`,
    );
}
