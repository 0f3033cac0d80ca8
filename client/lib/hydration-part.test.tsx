import { act } from '@testing-library/react';
import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationEndMark, HydrationPart, HydrationParts } from './hydration-part.tsx';

/** The commits seen, in order: each name once its component has committed. */
const commits: string[] = [];

function Shell({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    commits.push('shell');
  }, []);
  return <main>{children}</main>;
}

function Section({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  useLayoutEffect(() => {
    commits.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      {name} {taps}
    </button>
  );
}

const page = (
  <>
    <Shell>
      <HydrationParts>
        <Section name="header" />
        <Section name="hero" />
        <HydrationPart>
          <Section name="footer" />
          <HydrationPart>
            <Section name="inside the footer" />
          </HydrationPart>
        </HydrationPart>
      </HydrationParts>
    </Shell>
    <HydrationEndMark />
  </>
);

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  performance.clearMarks();
  commits.length = 0;
});

/** The page prerendered into the document, then hydrated as start-app does: in a transition. */
function hydratePrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const prerendered = [...container.querySelectorAll('button')];
  performance.mark('hydration-start');
  startTransition(() => {
    roots.push(hydrateRoot(container, page));
  });
  return { container, prerendered };
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('HydrationPart', () => {
  it('hydrates the shell first and each part after it, keeping the prerendered nodes, then marks the end', async () => {
    const { container, prerendered } = hydratePrerendered();
    for (let i = 0; i < 5 && !performance.getEntriesByName('hydration-end').length; i++) await settle();
    // The shell committed before any part: the parts were left for passes of their own.
    expect(commits[0]).toBe('shell');
    expect(commits.slice(1).sort()).toEqual(['footer', 'header', 'hero', 'inside the footer']);
    // A part inside another commits after it.
    expect(commits.indexOf('footer')).toBeLessThan(commits.indexOf('inside the footer'));
    // Hydrated in place: the very nodes of the HTML, no part rendered anew.
    expect([...container.querySelectorAll('button')]).toEqual(prerendered);
    expect(performance.getEntriesByName('hydration-end')).toHaveLength(1);
  });

  it('answers a tap on a part that has not hydrated yet', async () => {
    const { container } = hydratePrerendered();
    // Before any pass has run, the footer is prerendered HTML only.
    const footer = [...container.querySelectorAll('button')].find((b) => b.textContent === 'footer 0');
    expect(commits).toEqual([]);
    act(() => footer?.click());
    await settle();
    expect(footer?.textContent).toBe('footer 1');
  });

  it('renders at once outside a hydration, and marks no end without a start', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(page));
    expect(container.textContent).toContain('inside the footer 0');
    await settle();
    expect(performance.getEntriesByName('hydration-end')).toHaveLength(0);
  });
});
