import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens the newest message to `to` whose subject matches on the `/_mail` outbox page, follows its
 * link to `path` (a `?t=` token link) and returns that link. Mail is read where a developer reads it.
 */
export async function followMailLink(
  page: Page,
  baseUrl: string,
  to: string,
  subject: RegExp,
  path: string,
): Promise<string> {
  await page.goto(`${baseUrl}/_mail?to=${encodeURIComponent(to)}`);
  await page.getByRole('link', { name: subject }).first().click();
  const link = page.locator(`pre.text-body a[href*="${path}?t="]`);
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${path} link in the message`);
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  return href;
}
