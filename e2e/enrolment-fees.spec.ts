import { expect, test } from '@playwright/test';
import { and, asc, eq } from 'drizzle-orm';
import { formatMoney } from '../common/fees/money.ts';
import { loadConfig } from '../server/config.ts';
import { classes, coursePrices, users } from '../server/db/schema.ts';
import { linkToken } from '../server/routes/auth/auth-fixtures.ts';
import { openPdf, pageLines } from '../server/test/read-pdf.ts';
import { fillValid, form } from './admission-form.ts';
import { ADMIN, newPage, nextMonday, ownServerWithMail, signIn, TEACHER } from './own-server.ts';
import { ANY_WIDTH, waitForHydration } from './support.ts';

// Issue 44's journey: an application becomes an enrolled, invoiced and paid student. The mails
// travel the outbox and nodemailer to a real SMTP server on loopback; the server runs in this
// process on an in-memory database of its own.
const SITE_URL = 'https://school.example';
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SCHOOL_SITE_URL: SITE_URL,
  LOGIN_RATE_LIMIT: '1000',
  FORM_RATE_LIMIT: '1000',
});
const STUDENT = { name: 'Nora Newman', email: 'nora.newman@school.example' };
const PASSWORD = 'violin-lessons-7';
const PRICE_MINOR = 1_800_000;

const { own, smtp } = ownServerWithMail(config);

test(
  'apply, accept, invoice and invitation by mail, pay, and a lesson counted',
  ANY_WIDTH,
  async ({ browser }) => {
    test.setTimeout(240_000);
    await own.database.db
      .insert(coursePrices)
      .values({ course: 'piano', planType: 'quarter', amountMinor: PRICE_MINOR });

    // The applicant applies with a payment screenshot.
    const applicant = await newPage(own, browser);
    await applicant.page.goto('/admission-form');
    await waitForHydration(applicant.page);
    await fillValid(form(applicant.page), STUDENT, ['Piano/Keyboard', 'Quarter Course']);
    await form(applicant.page).getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
    await expect(applicant.page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();

    // The admin accepts: teacher, start date and the weekly lessons.
    const admin = await newPage(own, browser);
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto('/dashboard?tab=applications');
    await admin.page.getByRole('button', { name: `View application of ${STUDENT.name}` }).click();
    const detail = admin.page.getByRole('dialog');
    await detail.getByRole('button', { name: 'Accept' }).click();
    const accept = admin.page.getByRole('dialog', { name: `Accept ${STUDENT.name}` });
    await accept
      .getByLabel('Teacher')
      .selectOption({ label: `${TEACHER.firstName} ${TEACHER.lastName} (${TEACHER.email})` });
    await accept.getByLabel('Start date').fill(nextMonday(config.timeZone));
    await accept.getByLabel('Book weekly lessons now').check();
    await accept.getByRole('checkbox', { name: 'Monday' }).check();
    await accept.getByLabel('Start time (school time)').fill('18:00');
    await accept.getByRole('button', { name: 'Accept and enrol' }).click();
    await expect(admin.page.getByText(`${STUDENT.name} is enrolled`)).toBeVisible();

    // The invitation and the invoice arrive by SMTP, the invoice's PDF attached.
    const invitation = await smtp.sink.waitFor(STUDENT.email, `Your ${config.school.name} account`);
    const invoiceMail = await smtp.sink.waitFor(STUDENT.email, 'Invoice ');
    const number = /Invoice (\S+) from/.exec(invoiceMail.subject ?? '')?.[1] ?? '';
    expect(number).toMatch(/^HSM\/\d{4}-\d{2}\/\d{4}$/);
    const pdf = invoiceMail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
    const lines = await pageLines(await (await openPdf(new Uint8Array(pdf?.content ?? []))).getPage(1));
    expect(lines.join('\n')).toContain(number);
    expect(lines.join('\n')).toContain('INR 18,000.00');
    await smtp.sink.waitFor(STUDENT.email, `Welcome to ${config.school.name}`);

    // The student chooses a password and sees the invoice and every session left.
    const student = await newPage(own, browser);
    const token = linkToken(invitation.text ?? '', '/accept-invitation');
    await student.page.goto(`/accept-invitation?token=${token}`);
    await student.page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await student.page.getByLabel('Confirm new password').fill(PASSWORD);
    await student.page.getByLabel('Confirm new password').press('Enter');
    await signIn(student.page, STUDENT.email, PASSWORD);
    const card = student.page.getByRole('article', { name: 'Piano/Keyboard - Quarter Course' });
    await expect(card.getByText(/^24 of 24 sessions left, valid until \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(card.getByRole('link', { name: `Download PDF of invoice ${number}` })).toBeVisible();

    // The admin records the payment; the receipt arrives.
    await admin.page.goto('/dashboard?tab=invoices');
    await admin.page.getByRole('button', { name: `View Invoice ${number} of ${STUDENT.name}` }).click();
    const invoice = admin.page.getByRole('dialog');
    await expect(invoice.getByText('Payment screenshot from the application')).toBeVisible();
    await invoice.getByRole('button', { name: 'Record payment' }).click();
    await invoice.getByLabel('Amount').fill('18,000');
    await invoice.getByLabel('Reference').fill('UPI-412345678901');
    await invoice.getByRole('button', { name: 'Record payment' }).click();
    await expect(admin.page.getByText('Payment recorded; the invoice is paid in full')).toBeVisible();
    const receipt = await smtp.sink.waitFor(STUDENT.email, 'Receipt ');
    expect(receipt.subject).toContain(`your payment for invoice ${number}`);
    expect(receipt.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    // The first lesson ends completed: one session used.
    const [person] = await own.database.db.select().from(users).where(eq(users.email, STUDENT.email));
    const [first] = await own.database.db
      .select()
      .from(classes)
      .where(and(eq(classes.studentId, person?.id ?? 0)))
      .orderBy(asc(classes.startsAt))
      .limit(1);
    await own.database.db
      .update(classes)
      .set({ isStarted: true, isCompleted: true, completedAt: new Date() })
      .where(eq(classes.id, first?.id ?? 0));
    await student.page.reload();
    await expect(card.getByText(/^23 of 24 sessions left, valid until /)).toBeVisible();
    await expect(card.getByText(formatMoney(PRICE_MINOR, 'INR')).first()).toBeVisible();

    for (const p of [applicant, admin, student]) expect(p.problems).toEqual([]);
  },
);
