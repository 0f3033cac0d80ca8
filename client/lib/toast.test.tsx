import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test takes a fresh copy of the module: whether the toast library has loaded is its state.
async function freshToast() {
  vi.resetModules();
  return import('./toast.ts');
}

type ToastModule = Awaited<ReturnType<typeof freshToast>>;

/** The root layout's part: the toaster once a toast has loaded it. */
function Frame({ toasts }: { toasts: ToastModule }) {
  const Toaster = toasts.useLoadedToaster();
  return Toaster ? <Toaster /> : <p>No toaster</p>;
}

describe('toast', () => {
  afterEach(async () => {
    vi.doUnmock('react-hot-toast');
    vi.restoreAllMocks();
    // The toasts live in the library's module, which the next test files share (isolate: false).
    (await import('react-hot-toast')).default.remove();
  });

  it('mounts the toaster with the first toast and shows it', async () => {
    const module = await freshToast();
    const { unmount } = render(<Frame toasts={module} />);
    expect(screen.getByText('No toaster')).toBeInTheDocument();
    module.toast.error('Could not send your message');
    expect(await screen.findByText('Could not send your message')).toBeInTheDocument();
    expect(screen.queryByText('No toaster')).not.toBeInTheDocument();
    unmount();
  });

  it('shows the message as an alert when the toast code cannot load, and loads it again next time', async () => {
    vi.doMock('react-hot-toast', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const module = await freshToast();
    module.toast.error('Please choose a course');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please choose a course'));

    vi.doUnmock('react-hot-toast');
    // The network is back; the module runner keeps the toaster's failed import, so it starts afresh.
    vi.resetModules();
    const { unmount } = render(<Frame toasts={module} />);
    module.toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(1);
    unmount();
  });
});
