import { describe, expect, it } from 'vitest';
import { waveformPeaks } from './waveform-peaks.ts';

describe('waveformPeaks', () => {
  it('gives each slice its loudest sample, the loudest slice as 1', () => {
    const samples = Float32Array.from([0.1, -0.2, 0.05, 0, -0.4, 0.4, 0.1, 0.1]);
    expect(waveformPeaks(samples, 4)).toEqual([0.5, 0.125, 1, 0.25]);
  });

  it('keeps a silent or empty take flat', () => {
    expect(waveformPeaks(new Float32Array(10), 3)).toEqual([0, 0, 0]);
    expect(waveformPeaks(new Float32Array(0), 2)).toEqual([0, 0]);
    expect(waveformPeaks(new Float32Array(4), 0)).toEqual([]);
  });

  it('spreads fewer samples than bars without losing any', () => {
    expect(waveformPeaks(Float32Array.from([0.5, 1]), 4)).toEqual([0, 0.5, 0, 1]);
  });
});
