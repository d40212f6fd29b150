import { defineTexts } from '../../ui-texts.ts';

/** NoAccessPage (spec §2 `/no-access-right/:missingAccessRight`), by the missing right. */
export const NO_ACCESS_PAGE_TEXTS = defineTexts('NoAccessPage', {
  title: 'No access',
  frontPageLink: 'Go to the front page',
  userApprovalTitle: 'Your account is waiting for approval',
  userApprovalBody:
    'The marketplace team reviews new accounts before they can take part. We will let you know by email as soon as yours is approved.',
  pendingApprovalTitle: 'Waiting for approval',
  pendingApprovalBody:
    'This is waiting for the marketplace team to approve it. You can come back to it once it has been approved.',
  viewingRightsTitle: 'You cannot view this marketplace right now',
  viewingRightsBody:
    'Your account does not have permission to view listings and profiles. Please contact the marketplace team if you think this is a mistake.',
  postingRightsTitle: 'You cannot post listings right now',
  postingRightsBody:
    'Your account does not have permission to post listings. Please contact the marketplace team if you would like to offer your services.',
  transactionRightsTitle: 'You cannot make bookings right now',
  transactionRightsBody:
    'Your account does not have permission to book or buy. Please contact the marketplace team if you think this is a mistake.',
});
