import { describe, expect, it } from 'vitest';
import { consentAllows, consentStatus } from './consents.ts';

describe('consent states', () => {
  it('follows the latest choice, given or withheld, for a child and an adult alike', () => {
    for (const child of [true, false]) {
      expect(consentStatus({ granted: true }, child)).toBe('given');
      expect(consentStatus({ granted: false }, child)).toBe('withheld');
    }
  });

  it('with no choice made, a child has not consented and an adult has', () => {
    expect(consentStatus(null, true)).toBe('not_given');
    expect(consentStatus(undefined, false)).toBe('assumed');
  });

  it('allows only what is given or assumed', () => {
    expect(consentAllows('given')).toBe(true);
    expect(consentAllows('assumed')).toBe(true);
    expect(consentAllows('withheld')).toBe(false);
    expect(consentAllows('not_given')).toBe(false);
  });
});
