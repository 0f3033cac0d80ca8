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
 * Records, from the page's first parse on, every change React makes to the prerendered nodes
 * until the page's hydration has ended (the 'hydration-end' mark): an attribute or text changed,
 * a node removed or added. A page that hydrates as it was rendered changes none of them; React
 * throws away and renders anew a part whose text differs (and reports it as a recoverable error).
 * Call before the page's first navigation; read with `changesDuringHydration`.
 */
export async function watchHydrationChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    const w = window as unknown as { hydrationChanges?: { nodes: number; changes: string[] } };
    const name = (node: Node) =>
      node instanceof Element
        ? `<${node.localName}${node.id ? `#${node.id}` : ''}${node.getAttribute('class') ? ` class="${node.getAttribute('class')?.slice(0, 40)}"` : ''}>`
        : `${node.nodeName} ${JSON.stringify(node.textContent?.slice(0, 40))}`;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      w.hydrationChanges = { nodes: root.querySelectorAll('*').length, changes };
      const observer = new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && r.target instanceof Element)
            changes.push(
              `${name(r.target)} ${r.attributeName}: ${JSON.stringify(r.oldValue)} -> ${JSON.stringify(r.target.getAttribute(r.attributeName ?? ''))}`,
            );
          else if (r.type === 'characterData')
            changes.push(`text ${JSON.stringify(r.oldValue)} -> ${JSON.stringify(r.target.textContent)}`);
          else {
            for (const n of r.removedNodes) changes.push(`removed ${name(n)} from ${name(r.target)}`);
            for (const n of r.addedNodes) changes.push(`added ${name(n)} to ${name(r.target)}`);
          }
        }
        if (performance.getEntriesByName('hydration-end').length) observer.disconnect();
      });
      observer.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeOldValue: true,
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
