import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInTurns, InTurn, InTurns } from './hydrate-in-turn.tsx';

/** A container in the page, removed after the test (the test files share one document). */
const containers: HTMLElement[] = [];
function newContainer() {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  return container;
}
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
  vi.restoreAllMocks();
});

/** Renders `page` as the first hydration would, in a new container. */
function hydrateInTurnsInto(page: ReactNode) {
  const container = newContainer();
  const root = createRoot(container);
  hydrateInTurns(() => flushSync(() => root.render(page)));
  return { container, root };
}

/** The parts in the order they rendered. */
const order: string[] = [];

function Part({ name }: { name: string }) {
  order.push(name);
  return <p>{name}</p>;
}

// The unit tests render with React DOM; the first render in hydrateInTurns stands for the
// hydration (Preact's, in the browser, keeps the prerendered HTML of a part until its turn).
describe('InTurn', () => {
  it('renders at once outside the first hydration', () => {
    render(
      <InTurn>
        <p>Ready</p>
      </InTurn>,
    );
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  it('renders each part after its turn, a part inside another after that one', async () => {
    order.length = 0;
    performance.clearMarks('hydration-end');
    const { container, root } = hydrateInTurnsInto(
      <>
        <p>Shell</p>
        <InTurn>
          <Part name="header" />
          <InTurn>
            <Part name="inside the header" />
          </InTurn>
        </InTurn>
        <InTurn>
          <Part name="footer" />
        </InTurn>
      </>,
    );
    // The shell is there; every part waits for its turn.
    expect(container.textContent).toBe('Shell');
    await waitFor(() => expect(container.textContent).toBe('Shellheaderinside the headerfooter'));
    // A part inside another takes its turn once that one has rendered. (In which order parts render
    // after their turns is React's scheduling here, Preact's in the browser: not asserted.)
    expect(order.indexOf('header')).toBeLessThan(order.indexOf('inside the header'));
    // Its end is marked, for the browser tests to wait on.
    await waitFor(() => expect(performance.getEntriesByName('hydration-end')).toHaveLength(1));

    // The hydration is over once no part waits: a part shown later renders at once.
    const later = newContainer();
    const laterRoot = createRoot(later);
    act(() =>
      laterRoot.render(
        <InTurn>
          <p>Later</p>
        </InTurn>,
      ),
    );
    expect(later.textContent).toBe('Later');
    act(() => {
      root.unmount();
      laterRoot.unmount();
    });
  });

  it('lets a tap during the hydration have its frame before the next part', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { container, root } = hydrateInTurnsInto(
      <InTurns>
        <Part name="first" />
        <Part name="second" />
      </InTurns>,
    );
    window.dispatchEvent(new Event('pointerdown'));
    // The next turn waits for the frame that answers the tap.
    await waitFor(() => expect(frames).toHaveLength(1));
    expect(container.textContent).toBe('');
    act(() => frames[0]?.(performance.now()));
    await waitFor(() => expect(container.textContent).toBe('firstsecond'));
    act(() => root.unmount());
  });

  it('InTurns gives each of its children a turn of its own', async () => {
    order.length = 0;
    const { container, root } = hydrateInTurnsInto(
      <InTurns>
        <Part name="hero" />
        {null}
        <Part name="details" />
      </InTurns>,
    );
    expect(container.textContent).toBe('');
    await waitFor(() => expect(container.textContent).toBe('herodetails'));
    act(() => root.unmount());
  });
});
