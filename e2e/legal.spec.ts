import { expect, type Page, test } from '@playwright/test';
import { ANY_WIDTH, waitForHydration } from './support.ts';

/** The contents: a sticky column on desktops, a fold-out to open on phones. */
async function openContents(page: Page) {
  const contents = page.getByRole('navigation', { name: 'Contents' });
  if (!(await contents.isVisible())) await page.locator('summary', { hasText: 'Contents' }).click();
  await expect(contents).toBeVisible();
  return contents;
}

async function numberedSections(page: Page) {
  const headings = page.getByRole('heading', { level: 2, name: /^\d+\. / });
  await expect(headings).toHaveCount(20);
  const texts = await headings.allTextContents();
  expect(texts.map((t) => Number(t.split('.')[0]))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  return texts;
}

test.describe('terms and conditions', () => {
  test(
    'banner, 20 numbered sections with contents, and the figures of the student terms',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/terms-conditions');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
      const titles = await numberedSections(page);

      const contents = await openContents(page);
      await expect(contents.getByRole('link')).toHaveCount(20);
      await expect(contents.getByRole('link')).toHaveText(titles);

      const main = page.locator('main');
      for (const figure of [
        '30-day grace period, usable once per course',
        'more than 20 minutes late, the class may be counted as a missed class',
        'reschedule with 24 hours’ notice',
        'at least 6 hours before the class',
        'at most 2 classes per month',
        'less than 1 hour before it starts counts as a completed class',
        'within 30 minutes before it starts is also marked absent and cannot be rescheduled',
        'Log in 5 minutes before your class',
        'only within the first 25% of the course duration',
        'The minimum age for admission is 5 years.',
        '10 sessions over 5 to 10 weeks, 60 minutes each, online solo 1-1',
        '24 sessions over 3 to 6 months',
        '48 sessions over 6 months to 1 year',
        'Examination fees of the external certification bodies are separate',
        'Misconduct may lead to removal from the course without refund.',
        'Monday to Friday 8:00 am to 8:00 pm, Saturday 10:00 am to 7:00 pm and Sunday 12:00 PM to 5:00 PM',
      ]) {
        await expect(main, figure).toContainText(figure);
      }
    },
  );

  test('a contents link jumps to its section', async ({ page }) => {
    await page.goto('/terms-conditions');
    await waitForHydration(page);
    const contents = await openContents(page);
    await contents.getByRole('link', { name: '10. Grace Period' }).click();
    await expect(page).toHaveURL(/#grace-period$/);
    await expect(page.getByRole('heading', { name: '10. Grace Period' })).toBeInViewport();
  });
});

test.describe('teacher policy', () => {
  test(
    'banner TEACHER POLICY, intro, 20 sections with subsections, acknowledgement and the teacher figures',
    ANY_WIDTH,
    async ({ page }) => {
      await page.goto('/teacher-policy');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('TEACHER POLICY');
      await expect(page.getByText(/^Our teachers are the heart of the academy/)).toBeVisible();
      await numberedSections(page);
      await expect(page.getByRole('heading', { level: 3, name: '5.1 Monthly limit' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: /^\d+\.\d+ / })).not.toHaveCount(0);

      const ack = page.getByRole('region', { name: 'Acknowledgement' });
      await expect(ack).toContainText('I confirm that I have read and understood this Teacher Policy');
      await expect(ack).toContainText("Teacher's name");
      await expect(ack).toContainText('Signature');

      const main = page.locator('main');
      for (const figure of [
        'cancel or reschedule at most 4 classes per month',
        'Give 24 hours’ notice',
        'at least 6 hours before the class',
        'within 48 hours of the assessment',
        'probation period of 3 months',
        'Leave of more than 3 consecutive days is long leave and needs 2 weeks’ written notice',
      ]) {
        await expect(main, figure).toContainText(figure);
      }
    },
  );
});
