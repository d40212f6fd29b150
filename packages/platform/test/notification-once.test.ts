import { afterEach, expect, it } from 'vitest';
import { createOutboxMailAdapter } from '../src/adapters/mail/outbox-mail.adapter.ts';
import { mailLogOf } from '../src/features/mail/mail.repository.ts';
import type { MailMessage, MailPort } from '../src/ports/mail.port.ts';
import { newUser } from './api-client.ts';
import { createTestPlatform, DIALECTS, type TestPlatform } from './harness.ts';
import {
  newProvider,
  requestBooking,
  runDueJobs,
  slot,
  templatesTo,
  transition,
  trustedTokenOf,
} from './support/transactions.ts';

// Issue #31: a notification job whose worker dies after the mail went out, before the job was
// marked done, runs again — and sends no second email (the job's id is the message's key).

/** The outbox, with a worker that dies once right after a message was delivered. */
function dyingAfterDelivery() {
  let inner: MailPort | undefined;
  let dieAfterNext = false;
  const mail: MailPort = {
    async send(message: MailMessage) {
      if (!inner) throw new Error('mail not bound');
      await inner.send(message);
      if (dieAfterNext) {
        dieAfterNext = false;
        throw new Error('the worker died after the message went out');
      }
    },
  };
  return {
    mail,
    bind: (platform: TestPlatform) => {
      inner = createOutboxMailAdapter(mailLogOf(platform.ctx.db), platform.clock.read);
    },
    dieAfterNextDelivery: () => {
      dieAfterNext = true;
    },
  };
}

let platform: TestPlatform | undefined;
afterEach(async () => {
  await platform?.close();
  platform = undefined;
});

for (const dialect of DIALECTS) {
  it(`[${dialect}] a notification job run again after its worker died sends its email once`, async () => {
    const faults = dyingAfterDelivery();
    const p = await createTestPlatform(dialect, {}, { mail: faults.mail });
    platform = p;
    faults.bind(p);
    const provider = await newProvider(p);
    const customer = await newUser(p);
    const requested = await requestBooking(
      p,
      await trustedTokenOf(p, customer.token),
      provider.listingId,
      slot(p),
    );
    const id = requested.body.data.id as string;
    expect((await transition(p, customer.token, id, 'transition/confirm-payment')).status).toBe(200);

    const requests = async () =>
      (await templatesTo(p, provider.email)).filter((template) => template === 'booking-new-request');
    faults.dieAfterNextDelivery();
    await runDueJobs(p);
    expect(await requests()).toHaveLength(1);
    // The attempt failed after delivering: the job waits for its retry, then runs again.
    p.clock.advance(10 * 60_000);
    await runDueJobs(p);
    expect(await requests()).toHaveLength(1);
    const jobs = await p.ctx.db
      .selectFrom('jobs')
      .select(['state', 'attempts'])
      .where('name', '=', 'transaction.notification')
      .execute();
    expect(jobs).toContainEqual({ state: 'succeeded', attempts: 2 });
  });
}
