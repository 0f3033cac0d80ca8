import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TogetherButtons } from './together-buttons.tsx';

const handlers = () => ({ onWhiteboard: vi.fn(), onChat: vi.fn(), onShare: vi.fn() });

describe('TogetherButtons', () => {
  it('keeps the three buttons in the layout while alone, hidden, out of reach and unnamed', () => {
    render(<TogetherButtons shown={false} unread={0} sharing={false} {...handlers()} />);
    const group = screen.getByTestId('together-buttons');
    expect(group).toHaveClass('invisible');
    expect(group).toHaveAttribute('inert');
    expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
    expect(screen.getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual([
      'Whiteboard',
      'Chat',
      'Share Screen',
    ]);
  });

  it('shows them once both are present, with the unread badge, and each does its part', async () => {
    const on = handlers();
    render(<TogetherButtons shown unread={120} sharing {...on} />);
    expect(screen.getByTestId('together-buttons')).not.toHaveClass('invisible');
    expect(screen.getByTestId('together-buttons')).not.toHaveAttribute('inert');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+ unread');
    await userEvent.click(screen.getByRole('button', { name: 'Whiteboard' }));
    await userEvent.click(screen.getByRole('button', { name: /Chat/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Sharing' }));
    expect(on.onWhiteboard).toHaveBeenCalledOnce();
    expect(on.onChat).toHaveBeenCalledOnce();
    expect(on.onShare).toHaveBeenCalledOnce();
  });
});
