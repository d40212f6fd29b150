import { expect, it } from 'vitest';
import { writeAsset } from '../src/features/assets/assets.service.ts';
import { getMarketplaceName } from '../src/features/marketplace/marketplace.service.ts';
import { apiClient, newUser, post } from './api-client.ts';
import { describeEachDialect } from './harness.ts';
import { latestMail, linkFrom } from './mail.ts';

// Every word of the account emails comes from `/content/email-texts.json`, not only the subject:
// an operator's rewording of the greeting or a body paragraph is what the user receives.
describeEachDialect('account email texts', (platform) => {
  it("words the body of the account emails with the operator's texts, the rest with the defaults", async () => {
    const p = platform();
    await writeAsset(
      p.ctx,
      '/content/email-texts.json',
      {
        'AccountEmail.Greeting': 'Hello {firstName} & welcome back,',
        'ResetPassword.Intro': 'A new password for {email} was asked for.\n\nIt only takes a minute.',
        'ResetPassword.Action': 'Set my new password',
      },
      'test',
    );
    const name = await getMarketplaceName(p.ctx);
    const user = await newUser(p, { firstName: 'Ada' });

    // The greeting is shared by every account email, so the signup's confirmation has it too.
    const welcome = await latestMail(p.ctx, user.email, 'verify-email');
    expect(welcome.text.startsWith('Hello Ada & welcome back,\n\n')).toBe(true);
    expect(welcome.text).toContain('Confirm email address:\n');

    const requested = await post(p, 'password_reset/request', await apiClient(p.app).anonToken(), {
      email: user.email,
    });
    expect(requested.status).toBe(200);
    const reset = await latestMail(p.ctx, user.email, 'reset-password');
    expect(reset.subject).toBe(`Reset your ${name} password`);
    expect(reset.text).toContain(
      `Hello Ada & welcome back,\n\nA new password for ${user.email} was asked for.\n\nIt only takes a minute.\n\nSet my new password:\n`,
    );
    expect(reset.html).toContain('>Hello Ada &amp; welcome back,</p>');
    expect(reset.html).toContain(`>A new password for ${user.email} was asked for.</p>`);
    expect(reset.html).toContain('>It only takes a minute.</p>');
    expect(reset.html).toContain('>Set my new password</a>');
    // What was not reworded stays Mercato's, and the link still leads to the reset page.
    expect(reset.text).toContain('If you did not ask to reset your password');
    expect(reset.text).toContain(`Thanks,\nThe ${name} team`);
    expect(linkFrom(reset, '/reset-password').searchParams.get('t')).toBeTruthy();
  });
});
