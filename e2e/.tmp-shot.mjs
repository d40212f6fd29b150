import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } });
await page.goto(process.argv[2]);
await page.screenshot({ path: '/tmp/shot.png', fullPage: false });
await browser.close();
