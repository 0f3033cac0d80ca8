import { chromium } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

const base = 'http://127.0.0.1:3441';
const browser = await chromium.launch({
  executablePath: chromiumPath() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
const [what, widthArg] = process.argv.slice(2);
const width = Number(widthArg);
const page = await browser.newPage({ viewport: { width, height: width > 1000 ? 900 : 844 } });
if (what === 'modal') {
  await page.goto(`${base}/faq`, { waitUntil: 'networkidle' });
  if (width < 640) await page.getByRole('button', { name: 'Contact options' }).click();
  await page.getByRole('button', { name: 'Open the contact form' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'SEND MESSAGE' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-modal-${width}.png` });
} else {
  await page.goto(`${base}${what}`, { waitUntil: 'networkidle' });
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = 1600;
  for (let y = 0, i = 0; y < h; y += step, i++)
    await page.screenshot({
      path: `/tmp/shot-${what.slice(1)}-${width}-${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(step, h - y) },
    });
  console.log(h);
}
await browser.close();
