import type { Page } from '@playwright/test';

/**
 * Scrolls through the page a screen at a time, a frame apart, so every section that loads as it
 * nears the viewport comes in; then waits for the network to settle.
 */
export async function scrollThrough(page: Page) {
  for (;;) {
    const more = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight;
    });
    if (!more) break;
  }
  await page.waitForLoadState('networkidle');
}

/**
 * Records, from the page's first parse on, what the page's hydration threw away: a prerendered
 * node removed, or a prerendered text changed, until the 'hydration-end' mark. React hydrates a
 * part that matches its HTML without touching a node; one whose text differs, or that an update
 * reached before it could hydrate, is rendered anew, its HTML removed (for text, React also reports
 * a recoverable error). A placeholder marked `aria-busy="true"` (the sign-in link's 'Loading...')
 * is meant to be replaced. Attributes that components change once mounted (a tab list's
 * tabindex) are no part of this; React's development build compares them in the unit tests
 * (client/app/prerender-hydration.test.tsx). Call before the page's first navigation; read with
 * `changesDuringHydration`.
 */
export async function watchHydrationChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    const w = window as unknown as { hydrationChanges?: { nodes: number; changes: string[] } };
    const name = (node: Node) =>
      node instanceof Element
        ? `<${node.localName}${node.getAttribute('class') ? ` class="${node.getAttribute('class')?.slice(0, 40)}"` : ''}>`
        : `${node.nodeName} ${JSON.stringify(node.textContent?.slice(0, 40))}`;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const walker = document.createTreeWalker(root);
      const prerendered = new Set<Node>();
      while (walker.nextNode()) prerendered.add(walker.currentNode);
      w.hydrationChanges = { nodes: root.querySelectorAll('*').length, changes };
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'characterData' && prerendered.has(r.target))
            changes.push(`text ${JSON.stringify(r.oldValue)} -> ${JSON.stringify(r.target.textContent)}`);
          for (const n of r.removedNodes) {
            const placeholder = n instanceof Element && n.closest('[aria-busy="true"]');
            if (prerendered.has(n) && !placeholder) changes.push(`removed ${name(n)} from ${name(r.target)}`);
          }
        }
        if (performance.getEntriesByName('hydration-end').length) observer.disconnect();
      });
      observer.observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
      });
    });
  });
}
/** What `watchHydrationChanges` recorded on the current page; `nodes` counts its prerendered elements. */
export async function changesDuringHydration(page: Page): Promise<{ nodes: number; changes: string[] }> {
  return page.evaluate(
    () =>
      (window as unknown as { hydrationChanges?: { nodes: number; changes: string[] } }).hydrationChanges ?? {
        nodes: 0,
        changes: [],
      },
  );
}
