import { defineTexts } from '../../ui-texts.ts';

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
