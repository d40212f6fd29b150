import { expect, it } from 'vitest';
import { writeAsset } from '../src/features/assets/assets.service.ts';
import { getMarketplaceName } from '../src/features/marketplace/marketplace.service.ts';
import { apiClient, post } from './api-client.ts';
import { describeEachDialect, type TestPlatform } from './harness.ts';
import { preauthorized } from './support/transaction-scenarios.ts';
import { runDueJobs } from './support/transactions.ts';

/** The subject, heading line and body of the newest email of a template to an address. */
async function lastMail(platform: TestPlatform, to: string, template: string) {
  const rows = await platform.ctx.db
    .selectFrom('mail_messages')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .where('template', '=', template)
    .orderBy('created_at', 'desc')
    .execute();
  const [row] = rows;
  if (!row) throw new Error(`no ${template} mail to ${to}`);
  return row;
}

/** Books the provider's listing as a new customer and lets the notifications go out. */
async function bookingRequested(platform: TestPlatform) {
  const booking = await preauthorized(platform);
  await runDueJobs(platform);
  return booking;
}

// The words of the emails come from `/content/email-texts.json`: the operator rewords any of them
// with a new asset version, and every other text stays Mercato's own.
describeEachDialect('email texts', (platform) => {
  it("words notifications and account emails with the operator's texts, the rest with the defaults", async () => {
    const p = platform();
    const before = await bookingRequested(p);
    const standard = await lastMail(p, before.provider.email, 'booking-new-request');
    expect(standard.subject).toMatch(/^New booking request for /);

    await writeAsset(
      p.ctx,
      '/content/email-texts.json',
      {
        'BookingNewRequest.Subject': '{other} would like {listing} ({marketplaceName})',
        'BookingNewRequest.Body': 'Answer {other} soon: requests expire.',
        'ResetPassword.Subject': 'A new password for {marketplaceName}',
        'Notification.ViewSale': 'Open the request',
        'Notification.Reason': 'You sell on {marketplaceName}.',
        'AccountEmail.SignOff': 'Cheers,\nEveryone at {marketplaceName}',
      },
      'test',
    );
    const name = await getMarketplaceName(p.ctx);
    const after = await bookingRequested(p);
    const reworded = await lastMail(p, after.provider.email, 'booking-new-request');
    expect(reworded.subject).toMatch(new RegExp(`^.+ would like .+ \\(${name}\\)$`));
    expect(reworded.text_body).toContain('requests expire.');
    // The heading was not reworded: Mercato's stays.
    expect(reworded.html_body).toContain('You have a new booking request');
    // The words around it follow the operator too: the button, the small print, the sign-off.
    expect(reworded.text_body).toContain('Open the request:\n');
    expect(reworded.text_body).toContain(`You sell on ${name}.`);
    expect(reworded.text_body).toContain(`Cheers,\nEveryone at ${name}`);
    expect(standard.text_body).toContain('View the sale:\n');

    const anon = await apiClient(p.app).anonToken();
    const reset = await post(p, 'password_reset/request', anon, { email: after.customer.email });
    expect(reset.status).toBe(200);
    expect((await lastMail(p, after.customer.email, 'reset-password')).subject).toBe(
      `A new password for ${name}`,
    );
  });

  it('refuses texts that are not a map of strings, and the previous texts stay in force', async () => {
    const p = platform();
    await writeAsset(
      p.ctx,
      '/content/email-texts.json',
      { 'BookingNewRequest.Subject': 'Request: {listing}' },
      'test',
    );
    await expect(
      writeAsset(p.ctx, '/content/email-texts.json', { 'BookingNewRequest.Subject': 42 }, 'test'),
    ).rejects.toThrow();
    const { provider } = await bookingRequested(p);
    expect((await lastMail(p, provider.email, 'booking-new-request')).subject).toMatch(/^Request: /);
  });
});
