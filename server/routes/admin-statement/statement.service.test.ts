import { describe, expect, it } from 'vitest';
import { numbersIn } from './statement.service.ts';

describe('invoice numbers in a bank narration', () => {
  it('finds them written as the school writes them, spaced, or without slashes', () => {
    expect(numbersIn('UPI/HSM/2026-27/0001/Meera')).toEqual(['HSM/2026-27/0001']);
    expect(numbersIn('for hsm 2026-27 0042 and HSM2026270043')).toEqual([
      'HSM/2026-27/0042',
      'HSM/2026-27/0043',
    ]);
  });

  it('does not read a longer number as a shorter one', () => {
    expect(numbersIn('HSM/2026-27/00011')).toEqual(['HSM/2026-27/00011']);
    expect(numbersIn('XHSM/2026-27/0001')).not.toContain('HSM/2026-27/0001');
  });
});
