import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleButton } from './toggle-button.tsx';

describe('ToggleButton', () => {
  it("keeps the spec's name, says its state with aria-pressed and shows the crossed icon when off", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ToggleButton label="Audio" icon="mic" offIcon="micOff" on onChange={onChange} />,
    );
    const button = screen.getByRole('button', { name: 'Audio' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const onPath = button.querySelector('path')?.getAttribute('d');
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(false);
    rerender(<ToggleButton label="Audio" icon="mic" offIcon="micOff" on={false} onChange={onChange} />);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button.querySelector('path')?.getAttribute('d')).not.toBe(onPath);
    expect(button.className).toContain('bg-red-600');
  });
});
