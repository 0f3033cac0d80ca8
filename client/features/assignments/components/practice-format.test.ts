import { describe, expect, it } from 'vitest';
import { clockTime, parseClock, tempoGoalText } from './practice-format.ts';

describe('practice formats', () => {
  it('writes a moment of a take as m:ss, in whole seconds', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(5_200)).toBe('0:05');
    expect(clockTime(65_999)).toBe('1:05');
    expect(clockTime(-3)).toBe('0:00');
  });

  it('reads a typed m:ss or plain seconds, refusing what is no time', () => {
    expect(parseClock('0:05')).toBe(5_000);
    expect(parseClock(' 1:30 ')).toBe(90_000);
    expect(parseClock('12')).toBe(12_000);
    expect(parseClock('0:75')).toBeNull();
    expect(parseClock('abc')).toBeNull();
    expect(parseClock('')).toBeNull();
  });

  it('says the tempo goal with its tala', () => {
    expect(tempoGoalText(80, 'teentaal')).toBe('80 bpm in Teentaal');
    expect(tempoGoalText(80, null)).toBe('80 bpm');
    expect(tempoGoalText(null, 'rupak')).toBe('Rupak');
    expect(tempoGoalText(null, null)).toBeNull();
  });
});
