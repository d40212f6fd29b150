import { LISTING_EDITOR_MESSAGES } from '@mercato/core/texts/messages/listing-editor';
import { saveListingUpdate } from '../wizard-save.server.ts';
import { refusedSave, type WizardTabServer } from '../wizard-tab.ts';
import { parseStyleForm } from './style-tab.tsx';

/** Saves the card style in publicData. */
export const styleTabServer: WizardTabServer = {
  async save({ form, listing, sdk }) {
    if (!listing) return refusedSave(400, {}, LISTING_EDITOR_MESSAGES.saveDetailsFirst);
    const values = { cardStyle: form.get('cardStyle') };
    const parsed = parseStyleForm(form);
    if (!parsed.ok) return refusedSave(400, parsed.errors, null, values);
    return saveListingUpdate(
      sdk,
      { id: listing.id, publicData: { cardStyle: parsed.data.cardStyle } },
      { inputOf: (path) => (path === 'publicData.cardStyle' ? 'cardStyle' : undefined) },
      values,
    );
  },
};
