import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { failureStatusOf } from '../../lib/forms/refusals.ts';
import { type ResendResult, resendProblemOf } from './verification.ts';

/**
 * Asks the platform for a new verification link (at most five a day, spec §7) for whichever page
 * offers it: how it went, and the status its action answers with.
 */
export async function sendVerificationLink(
  sdk: MercatoSdk,
): Promise<{ result: ResendResult; status: number }> {
  try {
    const { data: user } = await sdk.currentUser.sendVerificationEmail();
    return {
      result: { status: 'sent', sentTo: user.attributes.pendingEmail ?? user.attributes.email },
      status: 200,
    };
  } catch (error) {
    if (!SdkError.is(error)) throw error;
    return { result: { status: 'failed', problem: resendProblemOf(error) }, status: failureStatusOf(error) };
  }
}
