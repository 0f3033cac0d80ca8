import { expect, type Locator, type Page, test } from '@playwright/test';
import type { TestimonialsResponse } from '../common/schemas/site-content.ts';
import { DEMO_TESTIMONIALS } from '../server/db/seed/site-content-data.ts';
import { blockExternalRequests } from './block-external.ts';
import { ANY_WIDTH, isDesktop, waitForHydration, watchConsole } from './support.ts';

// The data-backed sections, on every page that composes them (home and about).
const PAGES = ['/', '/about-us'];

const faqTeaser = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' });
const testimonials = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'What Our Students Say' }) });
const instagram = (page: Page) => page.getByRole('region', { name: 'Instagram' });

/** Resolves once the testimonial slider runs (an arrow pressed before then does nothing). */
const sliderReady = (section: Locator) =>
  expect(section.getByRole('region', { name: 'Testimonials' })).toHaveAttribute('data-ready', 'true');

/** Opens the page at the section. */
async function openWithSection(page: Page, path: string, section: (page: Page) => Locator) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(section(page)).toHaveCount(1);
  await section(page).scrollIntoViewIfNeeded();
  return section(page);
}

/**
 * The slider's checks see the seeded testimonials as the server lists them, whatever the
 * admin journey (running beside them on the same database) is adding and hiding meanwhile.
 */
async function serveSeededTestimonials(page: Page) {
  const body: TestimonialsResponse = {
    result: true,
    Testimonials: DEMO_TESTIMONIALS.map((t, i) => ({
      id: i + 1,
      message: t.message,
      name: t.name,
      media_url: null,
      is_deleted: t.isDeleted,
    })),
  };
  await page.route('**/api/testimonials.php', (route) => route.fulfill({ json: body }));
}

const posts = (section: Locator) => section.getByRole('link', { name: /View this post on Instagram/ });

for (const path of PAGES) {
  test.describe(`sections on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test(
      'FAQ teaser: the first four FAQs, the first open, one open at a time',
      ANY_WIDTH,
      async ({ page }) => {
        await blockExternalRequests(page);
        const section = await openWithSection(page, path, faqTeaser);
        const questions = section.getByRole('button');
        await expect(questions).toHaveText([
          'What is the minimum age to join?',
          'Are classes online or offline?',
          'How long is each session?',
          'Which certifications do you prepare students for?',
        ]);
        await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
        await questions.nth(2).click();
        await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
        await expect(section.getByText('Each session lasts 50 to 60 minutes.')).toBeVisible();
        await questions.nth(2).click();
        await expect(section.getByText('Each session lasts 50 to 60 minutes.')).toBeHidden();
      },
    );

    test('FAQ teaser: four built-in FAQs when the fetch fails', ANY_WIDTH, async ({ page }) => {
      await blockExternalRequests(page);
      await page.route('**/api/faqs.php', (route) => route.abort('failed'));
      const section = await openWithSection(page, path, faqTeaser);
      await expect(section.getByRole('button')).toHaveCount(4);
      await expect(section.getByRole('button').last()).toHaveText(
        'Do you prepare students for certification exams?',
      );
    });

    test('testimonials: visible ones only, five stars, cut to 50 words, 2 at a time (1 on phones)', async ({
      page,
    }) => {
      await blockExternalRequests(page);
      await serveSeededTestimonials(page);
      const section = await openWithSection(page, path, testimonials);
      const slides = section.getByRole('group');
      await expect(slides).toHaveCount(4);
      await sliderReady(section);
      await expect(section.getByText('Old review')).toHaveCount(0);
      await expect(section.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(4);
      await expect(slides.first()).toContainText('The online opera lessons changed how I sing.');
      await expect(slides.first()).toContainText('spring recital. I recommend the academy...');
      await expect(slides.first()).not.toContainText('freedom and joy');

      const inView = async () => {
        const box = await section.getByRole('region', { name: 'Testimonials' }).boundingBox();
        let n = 0;
        for (const card of await slides.locator('figure').all()) {
          const b = await card.boundingBox();
          if (box && b && b.x >= box.x - 1 && b.x + b.width <= box.x + box.width + 1) n += 1;
        }
        return n;
      };
      await expect.poll(inView).toBe(isDesktop(page) ? 2 : 1);

      const first = await slides.first().boundingBox();
      await section.getByRole('button', { name: 'Next testimonial' }).click();
      await expect.poll(async () => (await slides.first().boundingBox())?.x).not.toBe(first?.x);
      await section.getByRole('button', { name: 'Previous testimonial' }).click();
      await expect.poll(async () => (await slides.first().boundingBox())?.x).toBe(first?.x);
    });

    /** On a controlled clock: the slider's names and which one is leftmost. */
    async function openOnClock(page: Page, reducedMotion: 'reduce' | 'no-preference') {
      await blockExternalRequests(page);
      await serveSeededTestimonials(page);
      await page.emulateMedia({ reducedMotion });
      await page.clock.install();
      const section = await openWithSection(page, path, testimonials);
      const names = section.getByRole('group').locator('figcaption span:last-child');
      await expect(names).toHaveCount(4);
      await sliderReady(section);
      const leftmost = async () => {
        const region = await section.getByRole('region', { name: 'Testimonials' }).boundingBox();
        for (const name of await names.all()) {
          const x = (await name.boundingBox())?.x ?? -1;
          if (region && x >= region.x && x < region.x + 100) return name.textContent();
        }
        return null;
      };
      // Time stands still from here.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      return { section, leftmost };
    }

    test('testimonials: autoplay 5 s after the last move', ANY_WIDTH, async ({ page }) => {
      const { section, leftmost } = await openOnClock(page, 'no-preference');
      // An arrow press restarts the autoplay wait.
      await section.getByRole('button', { name: 'Next testimonial' }).click();
      await page.clock.runFor(4000);
      expect(await leftmost()).toBe('Daniel K.');
      await page.clock.runFor(2000);
      expect(await leftmost()).toBe('Meera (parent)');
    });

    test('testimonials: no autoplay with reduced motion', ANY_WIDTH, async ({ page }) => {
      const { leftmost } = await openOnClock(page, 'reduce');
      expect(await leftmost()).toBe('Priya S.');
      await page.clock.runFor(12_000); // more than two autoplay steps
      expect(await leftmost()).toBe('Priya S.');
    });

    test('testimonials: five built-in ones when the fetch fails', ANY_WIDTH, async ({ page }) => {
      await blockExternalRequests(page);
      await page.route('**/api/testimonials.php', (route) => route.abort('failed'));
      const section = await openWithSection(page, path, testimonials);
      await expect(section.getByRole('group')).toHaveCount(5);
      await expect(section).toContainText('Ananya R.');
    });

    test(
      'Instagram: the first four posts stay links offline, with a QR code, no console error',
      ANY_WIDTH,
      async ({ page }) => {
        const external = await blockExternalRequests(page);
        const problems = watchConsole(page);
        const section = await openWithSection(page, path, instagram);
        await expect(posts(section)).toHaveCount(4);
        await expect(posts(section).first()).toHaveAttribute(
          'href',
          'https://www.instagram.com/p/DemoRecital1/',
        );
        await expect(section.getByRole('img', { name: 'QR code to our Instagram profile' })).toBeVisible();
        await expect.poll(() => external).toContain('https://www.instagram.com/embed.js');
        await expect(posts(section)).toHaveCount(4);
        expect(problems).toEqual([]);
      },
    );

    test('Instagram: when the embed script cannot load, it fails quietly', ANY_WIDTH, async ({ page }) => {
      await blockExternalRequests(page, { fail: true });
      const problems = watchConsole(page);
      const section = await openWithSection(page, path, instagram);
      await expect(posts(section)).toHaveCount(4);
      await expect
        .poll(() => page.evaluate(() => document.querySelector('script[data-failed]') !== null))
        .toBe(true);
      await expect(posts(section)).toHaveCount(4);
      // Only the browser's own note about the failed request; nothing from the page.
      expect(problems.filter((p) => !p.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    });

    for (const [state, answer, message] of [
      ['no list', { json: { result: false } }, 'No Instagram feeds found'],
      ['an empty list', { json: { result: true, Instafeeds: [] } }, 'No Instagram feeds available'],
      ['a failed fetch', null, 'Failed to load Instagram feeds'],
    ] as const) {
      test(`Instagram: ${state} shows '${message}'`, ANY_WIDTH, async ({ page }) => {
        await blockExternalRequests(page);
        await page.route('**/api/instafeeds.php', (route) =>
          answer ? route.fulfill(answer) : route.abort('failed'),
        );
        const section = await openWithSection(page, path, instagram);
        await expect(section.getByText(message)).toBeVisible();
      });
    }
  });
}
