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
 * Where the hydrated page differs from what Preact rendered: each element's attributes and each
 * text of its virtual tree against the DOM. Preact keeps the prerendered attributes and text where
 * they differ and logs nothing, so an id from another count (a label or tab pointing at the wrong
 * element) or text split in two stays on the page unseen. Reads Preact's internal names, `__k`
 * (children) and `__e` (DOM node); `compared` at 0 means they changed.
 */
export async function hydrationMismatches(page: Page): Promise<{ compared: number; mismatches: string[] }> {
  return page.evaluate(() => {
    type VNode = { type: unknown; props: unknown; __k?: (VNode | null)[]; __e?: Node | null };
    // Properties, not attributes, and what is not an attribute at all.
    const skip = new Set([
      'children',
      'dangerouslySetInnerHTML',
      'key',
      'ref',
      'style',
      'value',
      'defaultValue',
      'checked',
      'defaultChecked',
      'selected',
    ]);
    const mismatches: string[] = [];
    let compared = 0;
    const walk = (v: VNode | null | undefined) => {
      if (!v) return;
      const dom = v.__e;
      if (typeof v.type === 'string' && dom instanceof Element) {
        compared++;
        for (const [key, want] of Object.entries(v.props as Record<string, unknown>)) {
          if (skip.has(key) || (typeof want !== 'string' && typeof want !== 'number')) continue;
          const attr = key === 'className' ? 'class' : key === 'htmlFor' ? 'for' : key;
          const got = dom.getAttribute(attr);
          if (got !== String(want))
            mismatches.push(`<${v.type}> ${key}: ${got} in the page, ${want} rendered`);
        }
      } else if (v.type === null && dom instanceof Text && dom.data !== String(v.props)) {
        mismatches.push(`text: ${JSON.stringify(dom.data)} in the page, ${JSON.stringify(v.props)} rendered`);
      }
      for (const child of v.__k ?? []) walk(child);
    };
    walk((document.getElementById('root') as unknown as { __k?: VNode }).__k);
    return { compared, mismatches };
  });
}
