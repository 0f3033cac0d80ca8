import { describe, expect, it } from 'vitest';
import { captureLatencyIn, captureLatencyMessage, captureLatencyOf } from './capture-latency.ts';

const track = (settings: Record<string, unknown>, stats?: { latency?: unknown }) => ({
  getSettings: () => settings as MediaTrackSettings,
  stats,
});

describe('captureLatencyOf', () => {
  it("takes the browser's measured latency (ms) before its settings (s), and says null without either", () => {
    expect(captureLatencyOf(track({ latency: 0.023219 }, { latency: 24.5 }))).toBe(24.5);
    expect(captureLatencyOf(track({ latency: 0.01 }))).toBeCloseTo(10, 6);
    // Chromium says 0 before the first frame is measured: the settings stand in.
    expect(captureLatencyOf(track({ latency: 0.01 }, { latency: 0 }))).toBeCloseTo(10, 6);
    expect(captureLatencyOf(track({}))).toBeNull();
    expect(captureLatencyOf(undefined)).toBeNull();
  });
});

describe('the capture latency message', () => {
  it('carries whole ms, and only a plausible figure is heard', () => {
    expect(captureLatencyMessage(23.22)).toBe('{"captureMs":23}');
    expect(captureLatencyIn(captureLatencyMessage(23.22))).toBe(23);
    expect(captureLatencyIn('{"captureMs":0}')).toBe(0);
    for (const bad of [
      '{"captureMs":-1}',
      '{"captureMs":5000}',
      '{"captureMs":"9"}',
      '{"camera":true}',
      'null',
      'x',
    ])
      expect(captureLatencyIn(bad)).toBeNull();
  });
});
