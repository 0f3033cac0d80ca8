import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DelayReadout } from './delay-readout.tsx';

describe('DelayReadout', () => {
  it('says the delay in ms with its level in words, and a dash until sound arrives', () => {
    const { container, rerender } = render(<DelayReadout delayMs={null} level={null} />);
    expect(container.textContent).toBe('Delay:– ms');
    rerender(<DelayReadout delayMs={38} level="good" />);
    expect(container.textContent).toBe('Delay:38 ms, good for playing together');
    rerender(<DelayReadout delayMs={64} level="fair" />);
    expect(container.textContent).toBe('Delay:64 ms, felt when playing together');
    rerender(<DelayReadout delayMs={180} level="poor" />);
    expect(container.textContent).toBe('Delay:180 ms, too long to play together');
    expect(container.querySelector('.bg-red-500')).not.toBeNull();
  });
});
