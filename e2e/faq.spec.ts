import { expect, type Page, test } from '@playwright/test';
import { blockExternalRequests } from './block-external.ts';
import { ANY_WIDTH, waitForHydration, watchConsole } from './support.ts';

const TABS = ['General FAQs', 'For Students', 'For Parents', 'Career Support', 'Performance Opportunities'];

const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Answers the FAQ list call with the given body. */
async function answerFaqs(page: Page, body: unknown) {
  await page.route('**/api/faqs.php', (route) => route.fulfill({ json: body }));
}

test.beforeEach(async ({ page }) => {
  await blockExternalRequests(page);
});

test(
  'the FAQ page opens on General FAQs with the school FAQs, without console errors',
  ANY_WIDTH,
  async ({ page, request }) => {
    expect(await (await request.get('/faq')).text()).toContain('Loading FAQs...');
    const problems = watchConsole(page);
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'General FAQs' })).toHaveAttribute('aria-selected', 'true');
    await expect(question(page, 'What is the minimum age to join?')).toBeVisible();
    await expect(question(page, 'Do I need my own instrument?')).toHaveCount(0);
    expect(problems).toEqual([]);
  },
);

test('a question toggles its answer, one open at a time; switching category closes it', async ({ page }) => {
  await page.goto('/faq');
  const age = question(page, 'What is the minimum age to join?');
  const mode = question(page, 'Are classes online or offline?');
  await age.click();
  await expect(page.getByText('Students can join from the age of 5.')).toBeVisible();
  await mode.click();
  await expect(page.getByText('Students can join from the age of 5.')).toBeHidden();
  // Stored HTML-encoded; shown as HTML.
  const answer = page.getByRole('region', { name: 'Are classes online or offline?' });
  await expect(answer.locator('strong')).toHaveText(['online', 'offline']);
  await mode.click();
  await expect(answer).toBeHidden();

  await mode.click();
  await page.getByRole('tab', { name: 'For Students' }).click();
  await expect(question(page, 'Do I need my own instrument?')).toBeVisible();
  await expect(question(page, 'Do I need my own instrument?')).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('tab', { name: 'General FAQs' }).click();
  await expect(mode).toHaveAttribute('aria-expanded', 'false');
});

test('every category lists its FAQs', ANY_WIDTH, async ({ page }) => {
  await page.goto('/faq');
  await expect(question(page, 'What is the minimum age to join?')).toBeVisible();
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  }
});

test("an empty category shows 'No FAQs available for this category.'", ANY_WIDTH, async ({ page }) => {
  await answerFaqs(page, {
    result: true,
    Faqs: [{ id: 1, title: 'Only one?', content: 'Yes', type: 'general' }],
  });
  await page.goto('/faq');
  await expect(question(page, 'Only one?')).toBeVisible();
  await page.getByRole('tab', { name: 'Career Support' }).click();
  await expect(page.getByText('No FAQs available for this category.')).toBeVisible();
});

test("a failed fetch shows 'Failed to load FAQs' instead of the list", ANY_WIDTH, async ({ page }) => {
  await page.route('**/api/faqs.php', (route) => route.abort('failed'));
  await page.goto('/faq');
  await expect(page.getByText('Failed to load FAQs')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('button')).toHaveCount(0);
});

test("an answer without a list shows 'No FAQs found'", ANY_WIDTH, async ({ page }) => {
  await answerFaqs(page, { result: false });
  await page.goto('/faq');
  await expect(page.getByText('No FAQs found')).toBeVisible();
});

test('answers are sanitised: markup that would run script is dropped', ANY_WIDTH, async ({ page }) => {
  await answerFaqs(page, {
    result: true,
    Faqs: [
      {
        id: 1,
        title: 'Is this safe?',
        content:
          '&lt;p&gt;Yes&lt;img src=x onerror=&quot;window.hacked=1&quot;&gt;&lt;/p&gt;<script>window.hacked=2</script>',
        type: 'general',
      },
    ],
  });
  await page.goto('/faq');
  await question(page, 'Is this safe?').click();
  const answer = page.getByRole('region', { name: 'Is this safe?' });
  await expect(answer).toContainText('Yes');
  await expect(answer.locator('img')).not.toHaveAttribute('onerror');
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
});

test('the page describes its FAQs as FAQPage structured data', ANY_WIDTH, async ({ page }) => {
  await page.goto('/faq');
  await expect(question(page, 'What is the minimum age to join?')).toBeVisible();
  // Written a task after the list shows.
  const faqPageData = async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'FAQPage');
  };
  await expect.poll(faqPageData).toBeTruthy();
  const faqPage = await faqPageData();
  expect(faqPage.mainEntity[0]).toMatchObject({
    '@type': 'Question',
    name: 'What is the minimum age to join?',
    acceptedAnswer: {
      '@type': 'Answer',
      text: 'Students can join from the age of 5. There is no upper age limit.',
    },
  });
});
