import type { NoteSystem } from '../../lib/pitch/notes.ts';
import { noteHz } from '../../lib/pitch/notes.ts';
import type { PitchPoint } from '../../lib/pitch/pitch-trace.ts';
import { TRACE_MS } from '../../lib/pitch/pitch-trace.ts';

export type PitchLine = { step: number; label: string; tonic: boolean };

/**
 * The Pitch view's canvas: the scale's notes as horizontal lines (the tonic stronger), and the
 * line of the last TRACE_MS of pitch, newest at the right, broken where there was no pitch.
 */
export function drawPitch(
  g: CanvasRenderingContext2D,
  { width, height }: { width: number; height: number },
  points: readonly PitchPoint[],
  now: number,
  lines: readonly PitchLine[],
  { system, saHz, low, high }: { system: NoteSystem; saHz: number; low: number; high: number },
) {
  const y = (step: number) => height - ((step - low) / (high - low)) * height;
  g.clearRect(0, 0, width, height);
  g.font = '12px system-ui, sans-serif';
  g.textBaseline = 'middle';
  // A label only where it has room: half-step neighbours (Ga and Ma) would print over each other,
  // and one at the very edge would be cut; the tonic's is always shown.
  const labelled: number[] = [];
  for (const line of [...lines].sort((a, b) => Number(b.tonic) - Number(a.tonic))) {
    const at = y(line.step);
    if (at >= 7 && at <= height - 7 && labelled.every((other) => Math.abs(other - at) >= 13)) {
      labelled.push(at);
      g.fillStyle = line.tonic ? '#4a1d41' : '#475569';
      g.fillText(line.label, 4, at);
    }
  }
  for (const line of lines) {
    g.strokeStyle = line.tonic ? '#7c3a6b' : '#e2d5df';
    g.lineWidth = line.tonic ? 2 : 1;
    g.beginPath();
    g.moveTo(64, y(line.step));
    g.lineTo(width, y(line.step));
    g.stroke();
  }
  const ref = noteHz(0, system, saHz);
  g.strokeStyle = '#b45309';
  g.lineWidth = 2.5;
  g.beginPath();
  let drawing = false;
  for (const p of points) {
    if (p.hz === null) {
      drawing = false;
      continue;
    }
    const px = 64 + ((p.at - (now - TRACE_MS)) / TRACE_MS) * (width - 64);
    const py = y(12 * Math.log2(p.hz / ref));
    if (drawing) g.lineTo(px, py);
    else g.moveTo(px, py);
    drawing = true;
  }
  g.stroke();
}
