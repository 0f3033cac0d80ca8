import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QualityIndicator } from './quality-indicator.tsx';

describe('QualityIndicator', () => {
  it('keeps its place, hidden and unread, before there is a connection; then says the quality', () => {
    const { rerender } = render(<QualityIndicator quality={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('status', { hidden: true })).toHaveClass('invisible');
    rerender(<QualityIndicator quality="fair" />);
    expect(screen.getByRole('status')).toHaveTextContent('Connection: fair');
    expect(screen.getByRole('status')).not.toHaveClass('invisible');
  });
});
