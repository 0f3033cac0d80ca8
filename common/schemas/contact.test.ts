import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { stripPhone } from './field-rules.ts';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 (555) 010012',
  message: 'I would like to learn the violin.',
  notRobot: true,
};

/** The first message for a field, as the form shows it; undefined when valid. */
function firstError(patch: Record<string, unknown>): string | undefined {
  const result = contactSchema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('contact schema', () => {
  it('accepts a valid message and trims the text', () => {
    const parsed = contactSchema.parse({ ...valid, name: '  Asha Rao ' });
    expect(parsed.name).toBe('Asha Rao');
  });

  it('name: required, at least 2 characters, letters and spaces only', () => {
    expect(firstError({ name: '' })).toBe('Name is required');
    expect(firstError({ name: '   ' })).toBe('Name is required');
    expect(firstError({ name: undefined })).toBe('Name is required');
    expect(firstError({ name: 'A' })).toBe('Name must be at least 2 characters');
    expect(firstError({ name: 'Al' })).toBeUndefined();
    expect(firstError({ name: 'Asha2' })).toBe('Name can only contain letters and spaces');
    expect(firstError({ name: '<script>' })).toBe('Name can only contain letters and spaces');
    expect(firstError({ name: 'José Núñez' })).toBeUndefined();
  });

  it('email: required and a standard pattern', () => {
    expect(firstError({ email: '' })).toBe('Email is required');
    expect(firstError({ email: 'asha@' })).toBe('Please enter a valid email address');
    expect(firstError({ email: 'asha@example' })).toBe('Please enter a valid email address');
    expect(firstError({ email: 'a b@example.com' })).toBe('Please enter a valid email address');
    expect(firstError({ email: 'a.b+c@example.co.in' })).toBeUndefined();
  });

  it('phone: required, 10 to 15 of digits + - space ( )', () => {
    expect(firstError({ phone: '' })).toBe('Phone number is required');
    expect(firstError({ phone: '123456789' })).toBe('Please enter a valid phone number');
    expect(firstError({ phone: '1234567890' })).toBeUndefined();
    expect(firstError({ phone: '123456789012345' })).toBeUndefined();
    expect(firstError({ phone: '1234567890123456' })).toBe('Please enter a valid phone number');
    expect(firstError({ phone: '12345abc67890' })).toBe('Please enter a valid phone number');
  });

  it('message: required, 10 to 1000 characters', () => {
    expect(firstError({ message: '' })).toBe('Message is required');
    expect(firstError({ message: 'x'.repeat(9) })).toBe('Message must be at least 10 characters');
    expect(firstError({ message: 'x'.repeat(10) })).toBeUndefined();
    expect(firstError({ message: 'x'.repeat(999) })).toBeUndefined();
    expect(firstError({ message: 'x'.repeat(1000) })).toBeUndefined();
    expect(firstError({ message: 'x'.repeat(1001) })).toBe('Message must be less than 1000 characters');
  });

  it('notRobot: must be ticked', () => {
    expect(firstError({ notRobot: false })).toBe('Please confirm you are not a robot');
    expect(firstError({ notRobot: undefined })).toBe('Please confirm you are not a robot');
  });

  it('strips characters a phone number cannot have', () => {
    expect(stripPhone('+1 (555) 0100-12ab#*.')).toBe('+1 (555) 0100-12');
  });
});
