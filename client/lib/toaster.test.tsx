import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './toaster.tsx';

describe('AppToaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Toasts live in the library's module, which the client test files share (isolate: false).
    toast.remove();
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('keeps a success toast 3 s and an error toast 4 s', () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});
