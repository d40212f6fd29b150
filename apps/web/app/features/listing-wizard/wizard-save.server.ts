import type { UpdateListingCommand } from '@mercato/core/contracts/listing';
import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import type { MercatoSdk } from '@mercato/sdk/client';
import { SdkError } from '@mercato/sdk/sdk-error';
import { redirect } from 'react-router';
import { formRefusalOf, type WordedRefusal } from '../../lib/forms/refusals.ts';
import { noAccessPathFor } from '../../lib/no-access.ts';
import type { WizardTabSaveResult } from './wizard-tab.ts';

/** How a tab words the platform's refusals of its save. */
export interface SaveWording {
  /** The tab's input of an API error path (`publicData.location` → `address`), or undefined. */
  inputOf: (path: string) => string | undefined;
  worded?: readonly WordedRefusal[];
  /** Over the form when nothing more precise applies; default: the listing update failure text. */
  fallback?: string;
}

/**
 * A refused SDK call as a tab's save result. A missing right leaves the wizard for its NoAccessPage
 * (thrown redirect); anything that is not an `SdkError` is thrown again.
 */
export function refusalOf(error: unknown, wording: SaveWording, values?: unknown): WizardTabSaveResult {
  if (!SdkError.is(error)) throw error;
  const noAccess = error.status === 403 ? noAccessPathFor(error.code) : null;
  if (noAccess) throw redirect(noAccess);
  const refusal = formRefusalOf(error, {
    inputOf: wording.inputOf,
    ...(wording.worded ? { worded: wording.worded } : {}),
    fallback: wording.fallback ?? SCREEN_ERROR_MESSAGES['listing.updateFailed'],
  });
  return { ok: false, status: refusal.status, errors: refusal.errors, formError: refusal.formError, values };
}

/**
 * Saves a tab's attributes with `own_listings/update`: the saved listing's id and title, or the
 * refusal worded for the tab's inputs.
 */
export async function saveListingUpdate(
  sdk: MercatoSdk,
  command: UpdateListingCommand,
  wording: SaveWording,
  values?: unknown,
): Promise<WizardTabSaveResult> {
  try {
    const { data } = await sdk.ownListings.update(command);
    return { ok: true, listing: { id: data.id, title: data.attributes.title ?? '' } };
  } catch (error) {
    return refusalOf(error, wording, values);
  }
}
