import { expect, type Page, test } from '@playwright/test';
import { COURSES } from '../common/courses.ts';
import { SITE_PAGES } from '../common/site-pages.ts';
import {
  ANY_WIDTH,
  DESKTOP_ONLY,
  holdRequests,
  isDesktop,
  makeScrollable,
  waitForHydration,
} from './support.ts';

test.describe('every route', () => {
  test("an unknown path answers 404 with 'Page Not Found'", ANY_WIDTH, async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test(
    'robots.txt and sitemap.xml are real files listing the public routes',
    ANY_WIDTH,
    async ({ request }) => {
      const robots = await request.get('/robots.txt');
      expect(robots.status()).toBe(200);
      expect(await robots.text()).toContain('Sitemap:');
      const sitemap = await (await request.get('/sitemap.xml')).text();
      for (const { path } of SITE_PAGES) expect(sitemap).toContain(`${path}</loc>`);
    },
  );

  test('the API description is browsable at /api/docs', ANY_WIDTH, async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('Music school API')).toBeVisible();
  });
});

test.describe('header', () => {
  test(
    'navigation items in order, COURSES highlighted on course routes only',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/piano');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.locator(':scope > ul > li').locator(':scope > a, :scope > div > button')).toHaveText([
        'HOME',
        'ABOUT US',
        'COURSES',
        'HSM OFFLINE',
        'ADMISSION',
        'FAQ',
        'CONTACT',
      ]);
      await expect(nav.getByRole('button', { name: 'COURSES' })).toHaveAttribute('data-active', 'true');
      await page.goto('/faq');
      await expect(nav.getByRole('button', { name: 'COURSES' })).not.toHaveAttribute('data-active');
      await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    },
  );

  test('courses dropdown: four columns of ten courses, keyboard operable', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'COURSES' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const group of ['Voice', 'Instruments', 'Music Production', 'All Access']) {
      await expect(panel.getByText(group, { exact: true }).first()).toBeVisible();
    }
    await expect(panel.getByRole('link')).toHaveCount(10);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await panel.getByRole('link', { name: 'Violin' }).click();
    await expect(page).toHaveURL(/\/violin$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test(
    'courses dropdown: a mouse opens it by hovering or clicking, and it stays open',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'COURSES' });
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // A click outside the menu (and away from it) closes it.
      await page.mouse.click(20, 700);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('at 1300 px or less: a menu with the courses as an accordion, one group open at a time', async ({
    page,
  }) => {
    await page.setViewportSize({ width: Math.min(page.viewportSize()?.width ?? 1300, 1300), height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Body scroll is locked while the menu is open.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await menu.getByRole('button', { name: 'Voice' }).click();
    await expect(menu.getByRole('link', { name: 'Opera Singing' })).toBeVisible();
    await menu.getByRole('button', { name: 'Instruments' }).click();
    await expect(menu.getByRole('link', { name: 'Piano / Keyboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Opera Singing' })).toBeHidden();

    await menu.getByRole('link', { name: 'Piano / Keyboard' }).click();
    await expect(page).toHaveURL(/\/piano$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a menu link to the page already shown closes the menus', async ({ page }) => {
    await page.goto('/violin');
    await waitForHydration(page);
    if (isDesktop(page)) {
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'COURSES' });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await panel.getByRole('link', { name: 'Violin' }).click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await page.setViewportSize({ width: 1300, height: 900 });
    }
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Instruments' }).click();
    await menu.getByRole('link', { name: 'Violin', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(page).toHaveURL(/\/violin$/);
  });

  test('the menu closes on browser back and forward', ANY_WIDTH, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faq');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'CONTACT' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  /**
   * On /faq at 390 px, with the menu's own code loaded: the next page's code is held back, CONTACT
   * is followed from the menu and the menu opened again, so the address says /contact while the
   * FAQ page is still on screen.
   */
  async function openMenuWhileContactLoads(page: Page) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faq');
    await waitForHydration(page);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const release = await holdRequests(page, '**/assets/*.js');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'CONTACT' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    return { menu, release };
  }

  test('back while the next page is still loading closes the menu too', ANY_WIDTH, async ({ page }) => {
    const { menu, release } = await openMenuWhileContactLoads(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    release();
  });

  test('a menu opened while the next page loads stays open when it arrives', ANY_WIDTH, async ({ page }) => {
    const { menu, release } = await openMenuWhileContactLoads(page);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // Two frames on: the effects of the page's arrival have run.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(menu).toHaveAttribute('data-state', 'open');
  });

  test('changes style after 100 px of scroll', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await makeScrollable(page);
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test(
    "'Login to Dashboard': 'Loading...' before hydration, then the login or dashboard address",
    ANY_WIDTH,
    async ({ page, request, context, baseURL }) => {
      expect(await (await request.get('/')).text()).toContain('Loading...');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await expect(page.locator('header').getByRole('link', { name: 'Login to Dashboard' })).toHaveAttribute(
        'href',
        '/login',
      );
      await context.addCookies(
        Object.entries({
          User_Id: '3',
          User_Role_Id: '3',
          User_Email: 'student@example.com',
          User_Role: 'Student',
        }).map(([name, value]) => ({ name, value, url: baseURL })),
      );
      await page.reload();
      await expect(page.locator('header').getByRole('link', { name: 'Login to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );
});

test.describe('footer and floating elements', () => {
  test('footer: quick links, three social links, two phones, two e-mails', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link')).toHaveText([
      'FAQ',
      'Contact Us',
      'Terms & Conditions',
      'Teacher Policy',
    ]);
    await expect(footer.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(3);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
    await quick.getByRole('link', { name: 'Teacher Policy' }).click();
    await expect(page).toHaveURL(/\/teacher-policy$/);
  });

  test('floating contact: chat with the preset text, call, e-mail and the Contact Us modal', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const aside = page.getByRole('complementary', { name: 'Contact shortcuts' });
    const chat = aside.getByRole('link', { name: 'Chat with us' });
    if (!isDesktop(page)) {
      // On phones the shortcuts sit behind one toggle.
      await expect(chat).toBeHidden();
      await aside.getByRole('button', { name: 'Contact options' }).click();
    }
    await expect(chat).toBeVisible();
    const href = (await chat.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('text')).toBe("Hi! I'd like to know more about your courses.");
    await expect(aside.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', /^tel:/);
    await expect(aside.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', /^mailto:/);
    await aside.getByRole('button', { name: 'Open the contact form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('floating contact is hidden on the live class', ANY_WIDTH, async ({ page, context, baseURL }) => {
    // The room is for signed-in users only: readable user cookies keep it from redirecting home.
    const cookie = (name: string, value: string) => ({ name, value, url: baseURL ?? '' });
    await context.addCookies([
      cookie('User_Id', '999'),
      cookie('User_Role_Id', '3'),
      cookie('User_Email', 'nobody@example.com'),
      cookie('User_Role', 'Student'),
    ]);
    await page.goto('/live-class/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Contact shortcuts' })).toHaveCount(0);
  });

  test('go-to-top appears after 300 px and returns to the top', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await makeScrollable(page);
    const goTop = page.getByRole('button', { name: 'Go to top' });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(goTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await goTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every route change scrolls to the top', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('each course route shows its course', ANY_WIDTH, async ({ page }) => {
  for (const course of COURSES) {
    await page.goto(course.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(course.menuLabel);
  }
});
