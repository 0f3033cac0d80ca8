import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's accessibility violations as it is now, a line each (rule, impact, where), of the
 * rules with the given tags, or of all of them. Only violations are collected. axe runs once in
 * the page (`axe.run`, legacy mode): the default scans each frame apart and joins the parts in a
 * new blank page, twice the time of a scan of the site's pages. What that would add is the
 * inside of frames, and the site's one frame is the academy map: another origin's page (blocked
 * in the tests), not the school's to fix. The frame element itself is checked (its title).
 */
export async function accessibilityViolations(page: Page, tags?: string[]): Promise<string[]> {
  // Label in Name (WCAG 2.1, 2.5.3) is one of axe's experimental rules: a scan by tags runs it only when named.
  const rules = { 'label-content-name-mismatch': { enabled: tags?.includes('wcag21a') ?? false } };
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'], rules });
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** WCAG 2.0, 2.1 and 2.2, A and AA: the signed-in screens' bar. */
export const WCAG_2_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
