import { describe, expect, it } from 'vitest';
import { centsLabel, nearestNote, noteHz, noteLabel } from './notes.ts';

const cents = (hz: number, c: number) => hz * 2 ** (c / 1200);

describe('nearestNote, swaras', () => {
  it('names the swaras over a Sa of 220 Hz, komal and tivra included', () => {
    const names = Array.from({ length: 12 }, (_, i) => nearestNote(220 * 2 ** (i / 12), 'swara', 220).name);
    expect(names.join(', ')).toBe(
      'Sa, komal Re, Re, komal Ga, Ga, Ma, tivra Ma, Pa, komal Dha, Dha, komal Ni, Ni',
    );
  });

  it('works over a Sa at any frequency, not only a tempered one', () => {
    const sa = 233.3; // a Sa between A#3 and B3
    const pa = nearestNote(sa * 1.5, 'swara', sa); // a just fifth is 2 cents above tempered Pa
    expect(pa.name).toBe('Pa');
    expect(pa.cents).toBeCloseTo(1.955, 2);
    expect(nearestNote(cents(sa, -20), 'swara', sa)).toMatchObject({ name: 'Sa', octave: 0 });
  });

  it('gives the octave: mandra below Sa, taar above', () => {
    const ni = nearestNote(220 * 2 ** (-1 / 12), 'swara', 220);
    expect(ni).toMatchObject({ name: 'Ni', octave: -1, step: -1 });
    expect(noteLabel(ni, 'swara')).toBe('Ni (mandra)');
    const saTaar = nearestNote(440, 'swara', 220);
    expect(noteLabel(saTaar, 'swara')).toBe('Sa (taar)');
    expect(noteLabel(nearestNote(55, 'swara', 220), 'swara')).toBe('Sa (mandra 2)');
    expect(noteLabel(nearestNote(330, 'swara', 220), 'swara')).toBe('Pa');
  });

  it('keeps cents within ±50: 49.9 stays, 50.1 goes to the next note, a tie goes down', () => {
    expect(nearestNote(cents(220, 49.9), 'swara', 220)).toMatchObject({ name: 'Sa' });
    expect(nearestNote(cents(220, 49.9), 'swara', 220).cents).toBeCloseTo(49.9, 3);
    const up = nearestNote(cents(220, 50.1), 'swara', 220);
    expect(up.name).toBe('komal Re');
    expect(up.cents).toBeCloseTo(-49.9, 3);
    expect(nearestNote(cents(220, -49.9), 'swara', 220).name).toBe('Sa');
    const below = nearestNote(cents(220, -50.1), 'swara', 220);
    expect(below).toMatchObject({ name: 'Ni', octave: -1 });
    expect(below.cents).toBeCloseTo(49.9, 3);
    expect(nearestNote(cents(220, 50), 'swara', 220)).toMatchObject({ name: 'Sa', cents: 50 });
    expect(nearestNote(cents(220, -50), 'swara', 220)).toMatchObject({ name: 'Ni', cents: 50 });
  });
});

describe('nearestNote, Western names', () => {
  it('names A4 = 440 Hz and the guitar and violin strings', () => {
    expect(nearestNote(440, 'western')).toMatchObject({ name: 'A', octave: 4, cents: 0 });
    const labels = [82.41, 110, 146.83, 196, 246.94, 329.63, 659.26].map((hz) =>
      noteLabel(nearestNote(hz, 'western'), 'western'),
    );
    expect(labels).toEqual(['E2', 'A2', 'D3', 'G3', 'B3', 'E4', 'E5']);
  });

  it('says the cents off, sharp positive and flat negative, across octaves', () => {
    const sharp = nearestNote(cents(261.6256, 17), 'western');
    expect(sharp).toMatchObject({ name: 'C', octave: 4 });
    expect(sharp.cents).toBeCloseTo(17, 1);
    const flat = nearestNote(cents(130.8128, -30), 'western');
    expect(flat).toMatchObject({ name: 'C', octave: 3 });
    expect(flat.cents).toBeCloseTo(-30, 1);
    expect(nearestNote(cents(440, 60), 'western')).toMatchObject({ name: 'B♭', octave: 4 });
  });

  it('gives each note its own frequency', () => {
    expect(noteHz(nearestNote(450, 'western').step, 'western')).toBeCloseTo(440, 6);
    expect(nearestNote(300, 'swara', 200).hz).toBeCloseTo(200 * 2 ** (7 / 12), 6);
  });
});

describe('centsLabel', () => {
  it('rounds to whole cents with a sign, and says in tune at zero', () => {
    expect(centsLabel(12.4)).toBe('+12 cents');
    expect(centsLabel(-3.2)).toBe('−3 cents');
    expect(centsLabel(0.4)).toBe('in tune');
  });
});
