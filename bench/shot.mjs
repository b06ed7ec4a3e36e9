import { chromium } from 'playwright-core';
const [,, path = '/', widths = '1280', out = '/tmp/shot', who = 'demo@lodestar.local'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto('http://localhost:3999/login');
await page.getByLabel(/email/i).first().fill(who);
await page.getByLabel(/password/i).first().fill('Lodestar#2026');
await page.getByText("I'm not a robot").click();
await page.waitForTimeout(1600);
await page.getByRole('button', { name: 'Continue', exact: true }).click();
await page.waitForTimeout(2500);
for (const w of widths.split(',')) {
  await page.setViewportSize({ width: Number(w), height: 900 });
  await page.goto('http://localhost:3999' + path);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${out}-${w}.png`, fullPage: true });
}
await browser.close();
