import { expect, test } from '@playwright/test';
import { COURSE_COPY } from '../client/content/courses/course-copy.ts';
import {
  COURSE_TYPE_LABELS,
  COURSES,
  type CourseType,
  courseTypesFor,
  defaultPlanFor,
  PLANS,
  planSessions,
} from '../common/courses.ts';
import { school } from './school.ts';
import { ANY_WIDTH, isDesktop, waitForHydration, watchConsole } from './support.ts';

const NO_CRASH = ['/music-production', '/dual-program', '/all-in-one'];

for (const course of COURSES) {
  test(
    `${course.path}: hero, details, plan tabs with sessions, features and brochure, policies`,
    ANY_WIDTH,
    async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(course.path);
      await waitForHydration(page);
      const copy = COURSE_COPY[course.value];

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.menuLabel);
      await expect(page.getByText(copy.tagline)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/admission-form');
      for (const title of ['What the Training Involves', 'Who It Is For', 'Learning Outcomes']) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(page.getByText(copy.involves[0])).toBeVisible();
      await expect(page.getByText(copy.whoFor[0])).toBeVisible();
      await expect(page.getByText(copy.outcomes[0])).toBeVisible();

      // Tabs: crash hidden on the three long programmes; default crash where shown, else quarter.
      const tabs = page.getByRole('tablist', { name: `${course.menuLabel} plans` }).getByRole('tab');
      const expected = NO_CRASH.includes(course.path)
        ? ['Quarter Course', 'Certification Course']
        : ['Crash Course', 'Quarter Course', 'Certification Course'];
      await expect(tabs).toHaveText(expected);
      const defaultType: CourseType = NO_CRASH.includes(course.path) ? 'quarter' : 'crash';
      expect(defaultPlanFor(course.value)).toBe(defaultType);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(COURSE_TYPE_LABELS[defaultType]);

      for (const type of courseTypesFor(course.value)) {
        await page.getByRole('tab', { name: COURSE_TYPE_LABELS[type] }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole('heading', { name: COURSE_TYPE_LABELS[type] })).toBeVisible();
        await expect(panel).toContainText(planSessions(course.value, type) ?? 'missing');
        await expect(panel).toContainText(PLANS[type].duration);
        for (const f of PLANS[type].features) {
          await expect(panel).toContainText(`${f.included ? 'Included' : 'Not included'}: ${f.label}`);
        }
        const brochure = panel.getByRole('link', { name: /^Request Brochure/ });
        const href = (await brochure.getAttribute('href')) ?? '';
        const url = new URL(href);
        expect(url.pathname).toBe(`/${school.messagingNumber}`);
        expect(url.searchParams.get('text')).toBe(
          `Hi! I'd like to request the brochure for the ${course.label} ${COURSE_TYPE_LABELS[type]}.`,
        );
        await expect(brochure).toHaveAttribute('target', '_blank');
      }

      await expect(page.getByRole('heading', { name: 'Course Policies' })).toBeVisible();
      await expect(
        page.getByText('Reschedule requests must reach us at least 6 hours before the class.'),
      ).toBeVisible();
      await expect(page.getByText(/within 30 minutes before class counts as absent/)).toBeVisible();
      await expect(page.getByText(/first 25% of the course duration/)).toBeVisible();
      const termsLinks = page.locator('main a[href^="/terms-conditions"]');
      await expect(termsLinks).toHaveCount(4);
      expect(problems).toEqual([]);
    },
  );
}

test('a policy button opens the terms at the matching section', ANY_WIDTH, async ({ page }) => {
  await page.goto('/guitar');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Read the subject change terms' }).click();
  await expect(page).toHaveURL(/\/terms-conditions#change-of-subject$/);
  await expect(page.getByRole('heading', { name: '11. Change of Subject' })).toBeInViewport();

  await page.goto('/guitar');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'View Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
});

test('plan tabs work from the keyboard and reset to the default on another course', async ({ page }) => {
  await page.goto('/violin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Crash Course' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Quarter Course');
  await expect(page.getByRole('tabpanel')).toContainText('24 sessions');

  // Client-side navigation to a course without the crash plan opens on quarter.
  if (isDesktop(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'COURSES' }).click();
    await page.getByRole('link', { name: 'Dual Program' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'All Access' }).click();
    await menu.getByRole('link', { name: 'Dual Program' }).click();
  }
  await expect(page).toHaveURL(/\/dual-program$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Quarter Course');
  await expect(page.getByRole('tab', { name: 'Crash Course' })).toHaveCount(0);
});

test('each course page carries Course structured data', ANY_WIDTH, async ({ request }) => {
  for (const course of COURSES) {
    const html = await (await request.get(course.path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const data = blocks.find((b) => b['@type'] === 'Course');
    expect(data, course.path).toBeTruthy();
    expect(data.name).toBe(course.menuLabel);
    expect(data.description).toBe(COURSE_COPY[course.value].summary);
    expect(data.provider.name).toBe(school.name);
    expect(data.hasCourseInstance).toHaveLength(courseTypesFor(course.value).length);
  }
});
