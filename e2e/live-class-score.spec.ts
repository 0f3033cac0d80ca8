import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { numberedPdf, pageContent } from '../server/test/numbered-pdf.ts';
import { expect, test } from './fixtures.ts';
import { drawStroke, expectBothIn, joinClass, ownPair } from './live-class-support.ts';
import { watchConsole } from './support.ts';

// Runs under playwright.live.config.ts (fake camera and microphone, loopback only): the shared
// score (issue 31). The teacher at 1440 px, the student at 390 px; screenshots to look at in SHOTS.

const SHOTS = '/tmp/score-shots';

test('both see one score at the same page, mark it live, keep the marks over a reload and download them in a PDF', async ({
  makeClass,
  openAs,
}) => {
  const { id, t, s } = await ownPair({ makeClass, openAs });
  const problems = [...[t, s].map((p) => watchConsole(p, { strict: true }))];
  // A phone's screen: three device pixels to a CSS pixel.
  const cdp = await s.context().newCDPSession(s);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 3,
    mobile: true,
  });
  await joinClass(t, id);
  await joinClass(s, id);
  await expectBothIn(t, s);

  // pdf.js runs in its worker, a file of our own origin (no fake worker on the page's thread).
  const worker = t.waitForResponse((r) => /\/pdf\.worker[^/]*\.m?js$/.test(r.url()));
  for (const p of [t, s]) {
    p.on('console', (m) => /fake worker|eval/i.test(m.text()) && problems.push([m.text()]));
  }
  await t.getByRole('button', { name: 'Score', exact: true }).click();
  await t.getByLabel('Score file').setInputFiles({
    name: 'Raag Yaman.pdf',
    mimeType: 'application/pdf',
    buffer: await numberedPdf(3),
  });
  expect((await worker).headers()['content-type']).toMatch(/javascript/);
  // What pdf.js fetches for other scores is served from our origin: the decoders of scanned
  // pages (without WebAssembly, the script fallback) and the standard fonts.
  const fallback = await t.request.get('/pdfjs/wasm/openjpeg_nowasm_fallback.js');
  expect([fallback.status(), fallback.headers()['content-type']]).toEqual([
    200,
    expect.stringMatching(/javascript/),
  ]);
  expect((await t.request.get('/pdfjs/standard_fonts/LiberationSans-Regular.ttf')).status()).toBe(200);
  // The student's panel opens by itself, at page 1, the page drawn by pdf.js.
  const studentPage = (n: number) => s.getByRole('img', { name: `Raag Yaman.pdf, page ${n} of 3` });
  await expect(studentPage(1)).toBeVisible();
  await expect(s.getByText('Page 1 of 3')).toBeVisible();
  // Drawn at the phone's pixel density (3), so it is sharp there.
  await expect
    .poll(() => studentPage(1).evaluate((c: HTMLCanvasElement) => c.width / c.clientWidth))
    .toBeCloseTo(3, 1);

  await s.getByRole('button', { name: 'Next page' }).click();
  await expect(t.getByRole('img', { name: 'Raag Yaman.pdf, page 2 of 3' })).toBeVisible();
  await expect(t.getByText('Page 2 of 3')).toBeVisible();

  // Both draw on page 2; each sees the other's stroke.
  await drawStroke(t, [0.2, 0.3], [0.7, 0.35]);
  await drawStroke(s, [0.2, 0.2], [0.7, 0.25]);
  for (const p of [t, s]) {
    await expect(p.locator('[data-testid="score-layer"] path[data-author="teacher"]')).toHaveCount(1);
    await expect(p.locator('[data-testid="score-layer"] path[data-author="student"]')).toHaveCount(1);
  }
  // The list names each mark; the student may delete their own only.
  const list = s.getByRole('region', { name: 'Marks on this page' });
  // Folded under the score on a phone.
  await list.getByText('Marks on this page (2)').click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('button', { name: /^Delete Red pen stroke, yours/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /teacher's/ })).toHaveCount(0);
  // The arrow keys turn pages when the score has focus; both follow.
  await t.getByRole('region', { name: /Raag Yaman.pdf, page 2 of 3/ }).focus();
  await t.keyboard.press('ArrowRight');
  await expect(studentPage(3)).toBeVisible();
  await t.keyboard.press('ArrowLeft');
  await expect(studentPage(2)).toBeVisible();

  await s.reload();
  await s.getByRole('button', { name: 'Join Class' }).click();
  await expectBothIn(s);
  await s.getByRole('button', { name: 'Score', exact: true }).click();
  await expect(studentPage(2)).toBeVisible();
  await expect(s.locator('[data-testid="score-layer"] path')).toHaveCount(2);

  // On a phone the pages, tools and close stay in view; download and the rest fold under More.
  await s.screenshot({ path: `${SHOTS}/student-390.png` });
  await t.screenshot({ path: `${SHOTS}/teacher-1440.png` });
  await expect(s.getByRole('link', { name: 'Download with marks' })).toBeHidden();
  await s.getByRole('button', { name: 'More' }).click();
  await s.screenshot({ path: `${SHOTS}/student-390-more.png` });
  const [download] = await Promise.all([
    s.waitForEvent('download'),
    s.getByRole('link', { name: 'Download with marks' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Raag Yaman (marked).pdf');
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  expect(pdf.getPageCount()).toBe(3);
  const drawn = pdf.getPages().map(pageContent);
  // Page 2 carries both strokes (paths stroked: S); pages 1 and 3 only their own text.
  expect(drawn[1]?.match(/\bS\b/g)?.length).toBe(2);
  for (const i of [0, 2]) expect(drawn[i]).not.toMatch(/\bS\b/);
  // Deleted from the keyboard, in the list: gone from the teacher's page too.
  await s.getByText('Marks on this page (2)').click();
  await s.getByRole('button', { name: /^Delete Red pen stroke, yours/ }).focus();
  await s.keyboard.press('Enter');
  await expect(t.locator('[data-testid="score-layer"] path[data-author="student"]')).toHaveCount(0);
  await expect(t.locator('[data-testid="score-layer"] path[data-author="teacher"]')).toHaveCount(1);
  expect(problems.flat()).toEqual([]);
});
