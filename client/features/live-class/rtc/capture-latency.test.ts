import { describe, expect, it } from 'vitest';
import { captureLatencyIn, captureLatencyMessage, captureLatencyOf } from './capture-latency.ts';

const track = (settings: Record<string, unknown>) => ({ getSettings: () => settings as MediaTrackSettings });

describe('captureLatencyOf', () => {
  it('reads the setting (s) as ms, and says null where there is none', () => {
    expect(captureLatencyOf(track({ latency: 0.023219 }))).toBeCloseTo(23.219, 6);
    expect(captureLatencyOf(track({ latency: 0.01 }))).toBeCloseTo(10, 6);
    expect(captureLatencyOf(track({}))).toBeNull();
    expect(captureLatencyOf(track({ latency: 'soon' }))).toBeNull();
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
