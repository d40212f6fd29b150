import { defineTexts } from '../../ui-texts.ts';

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
