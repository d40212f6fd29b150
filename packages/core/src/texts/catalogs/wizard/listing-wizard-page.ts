import { defineTexts } from '../../ui-texts.ts';

/** The listing wizard's page around the tabs: titles, headings, steps and discarding a draft. */
export const LISTING_WIZARD_PAGE_TEXTS = defineTexts('ListingWizardPage', {
  titleNew: 'New listing',
  titleEdit: 'Edit listing: {title}',
  headingNew: 'New listing',
  headingFinish: 'Finish your listing',
  headingEdit: 'Edit “{title}”',
  headingEditUntitled: 'Edit listing',
  stepsLabel: 'Listing steps',
  viewListing: 'View listing',
  discardDraft: 'Discard draft',
  discardQuestion: 'Discard this draft? Everything you entered will be lost.',
  discardConfirm: 'Yes, discard draft',
  keepEditing: 'Keep editing',
  draftHint: 'Your listing is saved as a draft once you continue from this step.',
});
