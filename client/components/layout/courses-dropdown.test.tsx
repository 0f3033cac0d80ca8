import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CoursesDropdown } from './courses-dropdown.tsx';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <CoursesDropdown open={open} onOpenChange={setOpen} active={false} />
    </MemoryRouter>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  act.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  document.body.innerHTML = '';
});

describe('CoursesDropdown', () => {
  // The panel listens for Escape in an effect. React runs the effects of a click before the next
  // input reaches the page, so an Escape pressed as the panel appears closes it. Run on React's own
  // scheduling (no act(), which would flush everything at once), each input in a task of its own.
  it('closes on an Escape pressed the moment it opened', async () => {
    act.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Menu />);
    // React renders in a task of its own: wait for it rather than count on which task runs first.
    while (!container.querySelector('button')) await nextTask();
    const button = container.querySelector('button');
    button?.click();
    await nextTask();
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await nextTask();
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    root.unmount();
  });
});
