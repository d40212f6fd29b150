import { defineTexts } from '../ui-texts.ts';

// Catalogs of this part of the web app. Every export of this file is a catalog (all-catalogs.ts
// collects them): one per namespace, named like the component or page that shows the texts.

/** A user's public profile page (`/u/:id`) and its previews. */
export const PROFILE_PAGE_TEXTS = defineTexts('ProfilePage', {
  title: 'Profile',
  description: '{name}: about them and their listings.',
  descriptionUnnamed: 'A member profile.',
  bannedUser: 'Banned user',
  deletedUser: 'Deleted user',
  inactive: 'This account is no longer active.',
  pendingApprovalPreview: 'This is how your profile will look once your account is approved.',
  memberSince: 'Member since {date}',
  editProfile: 'Edit your profile',
  fieldYes: 'Yes',
  fieldNo: 'No',
  unnamedUser: 'User',
  thisUser: 'this user',
  yourListings: 'Your listings',
  listingsOf: "{name}'s listings",
  manageListings: 'Manage listings',
  listingsFailed: 'Loading the listings failed. Please refresh the page.',
  noListingsOnPage: 'No listings on this page.',
  firstPage: 'Back to the first page',
  noListings: 'No published listings yet.',
  listingsLabel: 'Listings by {name}',
  customerReviews: 'Reviews from customers',
  noCustomerReviews: 'No customer has reviewed {name} yet.',
  providerReviews: 'Reviews from providers',
  noProviderReviews: 'No provider has reviewed {name} yet.',
});

/** The profile settings page (`/profile-settings`). */
export const PROFILE_SETTINGS_PAGE_TEXTS = defineTexts('ProfileSettingsPage', {
  title: 'Profile settings',
  heading: 'Profile settings',
  viewProfile: 'View your profile',
  saved: 'Your profile is saved.',
  imageRemoved: 'Your profile image was removed.',
  displayNameLabel: 'Display name',
  displayNameHint: 'The name others see on your profile and listings.',
  bioLabel: 'Bio',
  bioHint: 'Tell others a little about yourself.',
  save: 'Save changes',
});

/** The profile image input of the profile settings page. */
export const PROFILE_IMAGE_FIELD_TEXTS = defineTexts('ProfileImageField', {
  label: 'Profile image',
  newImageAlt: 'Your new avatar, not saved yet',
  currentImageLabel: 'Your current avatar',
  initialsLabel: 'Your initials, shown until you add an image',
  saveHint: 'Save to use this image.',
  fileHint: 'A JPG or PNG of up to 20 MB.',
  remove: 'Remove image',
});

/** A list of reviews with its summary (listing, profile and transaction pages). */
export const REVIEWS_SECTION_TEXTS = defineTexts('ReviewsSection', {
  headingWithCount: '{title} ({count})',
  failed: 'The reviews could not be loaded. Please try again later.',
  summary: '{average} · {count, plural, one {{count} review} other {{count} reviews}}',
  ratingLabel: '{rating} out of 5 stars',
  deletedUser: 'Deleted user',
  pending: 'Others see your review once both of you have reviewed, or when the review period ends.',
});
