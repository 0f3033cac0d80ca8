import { expect, type Locator, type Page, test } from '@playwright/test';
import { COURSES } from '../common/courses.ts';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

const FIGURES = ['25+', '2700+', '100+', '35+', '3+'];

async function openHome(page: Page) {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  return problems;
}

/**
 * Records the lowest number an element showed, from the page's first mutation on: at 1440 px the
 * figures' row peeks into the first screen, so a count could start before a later watcher saw it.
 */
async function watchLowest(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { lowest: number };
    w.lowest = Number.POSITIVE_INFINITY;
    new MutationObserver(() => {
      const text = document.querySelector(sel)?.textContent;
      if (text) w.lowest = Math.min(w.lowest, Number.parseInt(text, 10));
    }).observe(document, { subtree: true, characterData: true, childList: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { lowest: number }).lowest);
}

/**
 * Opens the home page on a clock that moves only when the test runs it, hydrated, with `section`
 * scrolled into view. Returns `runUntil`, which steps the clock 100 ms at a time until a check
 * passes: what runs on timers or animation frames (autoplay, count-ups) cannot move while a loaded
 * machine is slow to look. How many steps that takes is bounded by the test's time-out alone.
 */
async function openOnPausedClock(page: Page, section: Locator) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  const runUntil = (done: () => Promise<unknown>) =>
    expect(async () => {
      await page.clock.runFor(100);
      await done();
    }).toPass();
  // Hydrated first: the app scrolls a new page to its top.
  await runUntil(() => expect(page.locator('html')).not.toContainText('Loading...', { timeout: 100 }));
  await section.scrollIntoViewIfNeeded();
  return runUntil;
}

/** A carousel `section` opened on a paused clock (above), once it has started. */
async function openCarouselOnPausedClock(page: Page, section: Locator) {
  const runUntil = await openOnPausedClock(page, section);
  await runUntil(() => expect(section).toHaveAttribute('data-ready', 'true', { timeout: 100 }));
}

test('the prerendered home page carries its sections, in order, and hydrates cleanly', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  // The home page's sections from the hero down; the learning modes and the map come last.
  const order = [
    'Find Your Voice, Master Your Music',
    'REQUEST BROCHURE',
    '2700+',
    'A music school built around every student',
    'Our Courses',
    '2025 Intake',
    'Why students choose us',
    'Graded certifications we prepare you for',
    'All In One Music Mastery',
    'Opera Training Centre',
    'Latest from the blog',
    'Get In Touch',
    'Learn Your Way',
    'Find the Academy',
  ].map((text) => ({ text, at: html.indexOf(text) }));
  for (const { text, at } of order) expect(at, text).toBeGreaterThan(-1);
  expect(order.map((o) => o.at)).toEqual([...order.map((o) => o.at)].sort((a, b) => a - b));
  const problems = await openHome(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Voice, Master Your Music');
  // Nothing sticks out sideways (a phone would zoom the whole page out).
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(problems).toEqual([]);
});

test(
  'hero: looping muted video with a poster, brochure chat and brochure page links',
  ANY_WIDTH,
  async ({ page }) => {
    await openHome(page);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    const brochure = page.getByRole('link', { name: 'REQUEST BROCHURE' });
    const href = await brochure.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href?.split('text=')[1] ?? '')).toContain('brochure');
    await expect(page.getByRole('link', { name: 'Brochure Request Form' })).toHaveAttribute(
      'href',
      '/request-brochure',
    );
  },
);

test('counters count up to their figures', ANY_WIDTH, async ({ page }) => {
  const row = page.getByRole('region', { name: 'Our figures' });
  const runUntil = await openOnPausedClock(page, row);
  // In view, the first figure (25+) starts again from 0; the paused clock holds it low until looked at.
  const first = row.locator('p').first();
  await runUntil(async () => expect(Number.parseInt((await first.textContent()) ?? '', 10)).toBeLessThan(25));
  await page.clock.runFor(3000);
  for (const f of FIGURES) await expect(row.getByText(f, { exact: true })).toBeVisible();
});

test('about teaser and get started lead to the right pages', ANY_WIDTH, async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/admission-form');
  await expect(page.getByRole('link', { name: 'Know More' })).toHaveAttribute('href', '/about-us');
  await expect(page.getByText('2025 Intake', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Information' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Start Your Application' })).toHaveAttribute(
    'href',
    '/admission-form',
  );
});

test.describe('courses carousel', () => {
  const carousel = (page: Page) => page.locator('section[aria-label="Our Courses"]');
  const slide = (page: Page, n: number) => carousel(page).locator(`[aria-label="${n} of 10"]`);

  test('ten courses, each with Read More to its course page', ANY_WIDTH, async ({ page }) => {
    await openHome(page);
    await expect(carousel(page).getByRole('listitem')).toHaveCount(10);
    const hrefs = await carousel(page)
      .getByRole('link', { name: /^Read More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(COURSES.map((c) => c.path).sort());
  });

  test('the arrows wrap around both ways', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay to race with
    await openHome(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page)).toHaveAttribute('data-ready', 'true');
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
    await page.getByRole('button', { name: 'Previous course' }).click();
    await expect(slide(page, 10)).toBeInViewport({ ratio: 0.9 });
    await page.getByRole('button', { name: 'Next course' }).click();
    await page.getByRole('button', { name: 'Next course' }).click();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(page, 1)).not.toBeInViewport();
  });

  test('it advances by itself every 2 s and wraps', ANY_WIDTH, async ({ page }) => {
    await openCarouselOnPausedClock(page, carousel(page));
    await page.clock.runFor(1500);
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
    await page.clock.runFor(1500);
    await expect(slide(page, 1)).not.toBeInViewport();
    // Nine steps later the first course comes round again.
    await page.clock.runFor(9 * 2000);
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
  });

  test('it pauses while the pointer is over it', ANY_WIDTH, async ({ page }) => {
    await openCarouselOnPausedClock(page, carousel(page));
    await slide(page, 1).hover();
    await page.clock.runFor(4500);
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.9 });
    await page.mouse.move(5, 5);
    await page.clock.runFor(3000);
    await expect(slide(page, 1)).not.toBeInViewport();
  });
});

test(
  'Why Choose Us: twelve reasons, one open at a time; the panel animates at full scroll',
  ANY_WIDTH,
  async ({ page }) => {
    await openHome(page);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Why students choose us' }),
    });
    const buttons = section.getByRole('button');
    await expect(buttons).toHaveCount(12);
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(section.locator('[data-animated]')).toHaveCount(0);
    await section.getByRole('heading', { name: 'Why students choose us' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect(section.locator('[data-animated="true"]')).toHaveCount(1);

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByText('Your plan follows your goals')).toBeVisible();
    await expect(section.getByText('Every class is a live session')).toBeHidden();
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(section.locator('button[aria-expanded="true"]')).toHaveCount(0);
  },
);

test('certifications, All In One Music Mastery and learning modes', ANY_WIDTH, async ({ page }) => {
  await openHome(page);
  const certs = page.locator('section', {
    has: page.getByRole('heading', { name: 'Graded certifications we prepare you for' }),
  });
  await expect(certs.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('All In One Music Mastery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore the All-in-One Program' })).toHaveAttribute(
    'href',
    '/all-in-one',
  );
  await expect(page.getByRole('heading', { name: 'Online Learning' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offline Campus Learning' })).toBeVisible();
});

test(
  'the opera section plays once at the viewport centre and resets when scrolled back',
  ANY_WIDTH,
  async ({ page }) => {
    await openHome(page);
    const opera = page.locator('section[data-reveal]');
    // Its code loads as it nears the viewport: bring it just below the fold first.
    await opera.evaluate((el) =>
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100,
        behavior: 'instant',
      }),
    );
    await expect(opera).toHaveAttribute('data-reveal', 'waiting');
    await opera.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(opera).toHaveAttribute('data-reveal', 'active');
    // Scrolled on past, it stays played.
    await opera.evaluate((el) =>
      window.scrollBy({ top: el.getBoundingClientRect().height, behavior: 'instant' }),
    );
    await expect(opera).toHaveAttribute('data-reveal', 'active');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(opera).toHaveAttribute('data-reveal', 'waiting');
    // And it plays again on the next pass.
    await opera.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(opera).toHaveAttribute('data-reveal', 'active');
  },
);

test('blog teaser: sample posts one at a time, advancing, linking to /blog', ANY_WIDTH, async ({ page }) => {
  const blog = page.locator('section[aria-label="Blog posts"]');
  await openCarouselOnPausedClock(page, blog);
  await expect(blog.getByRole('listitem')).toHaveCount(4);
  await expect(blog.getByRole('link', { name: /^Read More/ }).first()).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
  // The slide shown whole in the carousel's own window (one at a time), wherever the sections above
  // it, which load and grow as they near the viewport, have moved the page.
  const shownSlide = () =>
    blog.getByRole('listitem').evaluateAll(async (slides) => {
      const ratios = await Promise.all(
        slides.map(
          (slide) =>
            new Promise<number>((resolve) => {
              const observer = new IntersectionObserver(
                ([entry]) => {
                  observer.disconnect();
                  resolve(entry.intersectionRatio);
                },
                { root: slide.parentElement?.parentElement },
              );
              observer.observe(slide);
            }),
        ),
      );
      const shown = ratios.flatMap((ratio, i) => (ratio >= 0.9 ? [i] : []));
      return shown.length === 1 ? shown[0] : -1;
    });
  // It advances every 3 s of the page's clock, which moves only when the test runs it.
  await expect.poll(shownSlide).toBe(0);
  await page.clock.runFor(2500);
  await expect.poll(shownSlide).toBe(0);
  await page.clock.runFor(1500);
  await expect.poll(shownSlide).toBe(1);
});

test('contact block: phones, e-mails and support hours; the academy address', ANY_WIDTH, async ({ page }) => {
  await openHome(page);
  const contact = page.locator('section', { has: page.getByRole('heading', { name: 'Get In Touch' }) });
  await expect(contact.getByRole('link', { name: '+1 555 0100 100' })).toHaveAttribute(
    'href',
    'tel:+15550100100',
  );
  await expect(contact.getByRole('link', { name: '+1 555 0100 101' })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
    'href',
    'mailto:info@example.com',
  );
  await expect(contact.getByRole('link', { name: 'founder@example.com' })).toBeVisible();
  await expect(contact).toContainText('Monday to Friday:8:00 am to 8:00 pm');
  await expect(contact).toContainText('Saturday:10:00 am to 7:00 pm');
  await expect(contact).toContainText('Sunday:12:00 am to 5:00 pm');
  await expect(page.getByText('12 Example Street, Demo City')).toBeVisible();
});

test(
  'with reduced motion nothing moves: figures shown, video paused, sections in place',
  ANY_WIDTH,
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const lowest = await watchLowest(page, 'section[aria-label="Our figures"] p');
    const problems = await openHome(page);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const row = page.getByRole('region', { name: 'Our figures' });
    await row.scrollIntoViewIfNeeded();
    for (const f of FIGURES) await expect(row.getByText(f, { exact: true })).toBeVisible();
    expect(await lowest()).toBeGreaterThanOrEqual(25); // never less than its figure
    // The panel's code loads as it nears the viewport.
    await page.getByRole('heading', { name: 'Why students choose us' }).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-animated="true"]')).toHaveCount(1);
    await expect(page.locator('section[data-reveal]')).toHaveAttribute('data-reveal', 'shown');
    expect(problems).toEqual([]);
  },
);
