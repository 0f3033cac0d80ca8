// The shared score in the live screenshots (scripts/screenshots-live.ts): the teacher at 1440 px
// opens a 3-page PDF of staves, both mark page 1, the student at 390 px.
import type { Page } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** A score-like PDF: a title and staves of five lines on each page. */
async function staves(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(p === 1 ? 'Raag Yaman - Bandish in Teentaal' : `Raag Yaman (${p})`, {
      x: 60,
      y: 780,
      size: 22,
      font,
    });
    for (let staff = 0; staff < 9; staff++) {
      const top = 720 - staff * 75;
      for (let line = 0; line < 5; line++) {
        const y = top - line * 7;
        page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.8, color: rgb(0, 0, 0) });
      }
      for (const x of [50, 174, 298, 421, 545]) {
        page.drawLine({ start: { x, y: top }, end: { x, y: top - 28 }, thickness: 0.8 });
      }
      for (let n = 0; n < 12; n++) {
        page.drawEllipse({ x: 70 + n * 39, y: top - 3.5 * ((n * 5) % 9), xScale: 4.2, yScale: 3.2 });
      }
    }
  }
  return Buffer.from(await doc.save());
}

async function stroke(page: Page, points: [number, number][]) {
  const box = await page.getByTestId('score-layer').boundingBox();
  if (!box) throw new Error('no mark layer');
  const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  const [first, ...rest] = points;
  if (!first) return;
  await page.mouse.move(...at(first));
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(...at(p), { steps: 6 });
  await page.mouse.up();
}

export async function scoreShots(
  teacher: Page,
  student: Page,
  shot: (page: Page, name: string) => Promise<void>,
) {
  await teacher.getByRole('button', { name: 'Score', exact: true }).click();
  await teacher.getByLabel('Score file').setInputFiles({
    name: 'Raag Yaman.pdf',
    mimeType: 'application/pdf',
    buffer: await staves(3),
  });
  for (const p of [teacher, student])
    await p.getByRole('img', { name: /Raag Yaman.pdf, page 1 of 3/ }).waitFor();
  await teacher.getByRole('button', { name: 'Pen', exact: true }).click();
  await stroke(teacher, [
    [0.15, 0.2],
    [0.3, 0.17],
    [0.45, 0.2],
  ]);
  await teacher.getByRole('button', { name: 'Highlighter' }).click();
  await stroke(teacher, [
    [0.1, 0.285],
    [0.6, 0.285],
  ]);
  await teacher.getByRole('button', { name: 'Text note' }).click();
  await teacher.getByTestId('score-layer').click({ position: { x: 420, y: 40 } });
  await teacher.getByRole('textbox', { name: 'Note' }).fill('Slower here: let the Ni breathe');
  await teacher.getByRole('button', { name: 'Add note' }).click();
  await student.getByRole('button', { name: 'Pen', exact: true }).click();
  await student.getByRole('button', { name: 'Blue' }).click();
  await stroke(student, [
    [0.55, 0.12],
    [0.7, 0.16],
    [0.85, 0.12],
  ]);
  await teacher
    .locator('[data-testid="score-layer"] [data-author="student"][data-drawing="false"]')
    .waitFor();
  await student.locator('[data-testid="score-layer"] text').waitFor();
  // Both pages' PDF canvases drawn at the width they show at (pdf.js sizes each as it draws it).
  for (const p of [teacher, student]) {
    await p.waitForFunction(() =>
      [...document.querySelectorAll<HTMLCanvasElement>('canvas[role="img"]')].every(
        (c) => c.clientWidth > 0 && Math.abs(c.width - c.clientWidth * devicePixelRatio) < 2,
      ),
    );
  }
  await shot(teacher, 'live-class-score-teacher-1440');
  await shot(student, 'live-class-score-student-390');
  await teacher.getByRole('button', { name: 'Close score' }).click();
  await student.getByRole('button', { name: 'Close score' }).click();
}
