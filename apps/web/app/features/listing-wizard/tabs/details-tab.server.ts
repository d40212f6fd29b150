import { SCREEN_ERROR_MESSAGES } from '@mercato/core/errors/user-messages';
import { customFieldInputOf } from '../../../lib/forms/custom-fields.ts';
import { listingTypeIdOf } from '../wizard-listing.ts';
import { refusalOf, type SaveWording, saveListingUpdate } from '../wizard-save.server.ts';
import { refusedSave, type WizardTabServer } from '../wizard-tab.ts';
import { detailsExtendedData, parseDetailsForm, withoutRemovals } from './details-tab-form.ts';

/** Why a published listing's type cannot be changed. */
export const LISTING_TYPE_FIXED_MESSAGE = 'the listing type cannot be changed once the listing is published';

/** The details input an API error path belongs to. */
function inputOfApiPath(path: string): string | undefined {
  if (path === 'title' || path === 'description') return path;
  if (path === 'publicData.listingType') return 'listingType';
  if (/^publicData\.categoryLevel[1-3]$/.test(path)) return 'category';
  return customFieldInputOf(path);
}

/**
 * Saves the details: on `/l/new` they create the draft (`own_listings/create_draft`), which is the
 * wizard's first write; otherwise they update the listing.
 */
export const detailsTabServer: WizardTabServer = {
  async save({ form, listing, setup, sdk }) {
    const { config } = setup;
    const { values, result } = parseDetailsForm(form, config);
    if (!result.ok) return refusedSave(400, result.errors, null, values);
    // The type decides process, unit, stock and tabs: once published it stays (the form shows it fixed).
    const storedType = listing ? listingTypeIdOf(listing) : undefined;
    if (listing && listing.state !== 'draft' && storedType && storedType !== result.data.listingType) {
      return refusedSave(400, { listingType: LISTING_TYPE_FIXED_MESSAGE }, null, values);
    }
    const details = result.data;
    const { publicData, privateData } = detailsExtendedData(details, config);
    const wording: SaveWording = { inputOf: inputOfApiPath };
    if (!listing) {
      try {
        const { data } = await sdk.ownListings.createDraft({
          title: details.title,
          description: details.description,
          publicData: withoutRemovals(publicData),
          privateData: withoutRemovals(privateData),
        });
        return { ok: true, listing: { id: data.id, title: data.attributes.title ?? details.title } };
      } catch (error) {
        return refusalOf(
          error,
          { ...wording, fallback: SCREEN_ERROR_MESSAGES['listing.createDraftFailed'] },
          values,
        );
      }
    }
    return saveListingUpdate(
      sdk,
      { id: listing.id, title: details.title, description: details.description, publicData, privateData },
      wording,
      values,
    );
  },
};
