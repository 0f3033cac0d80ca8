import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LessonDateField } from './lesson-date-field.tsx';

const registration = { name: 'day', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

describe('LessonDateField', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('offers the days the lesson calendar takes: a year back, two years ahead', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    render(<LessonDateField label="First lesson" hint="School time" registration={registration} />);
    const day = screen.getByLabelText('First lesson');
    expect(day).toHaveAttribute('type', 'date');
    expect(day).toHaveAttribute('min', '2025-02-28');
    expect(day).toHaveAttribute('max', '2028-03-01');
    expect(day).toHaveAccessibleDescription('School time');
  });
});
