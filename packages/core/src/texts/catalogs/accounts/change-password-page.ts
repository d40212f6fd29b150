import { defineTexts } from '../../ui-texts.ts';

/** Account settings: password (spec §2 `/account/change-password`). */
export const CHANGE_PASSWORD_PAGE_TEXTS = defineTexts('ChangePasswordPage', {
  title: 'Change password',
  heading: 'Password',
  newPassword: 'New password',
  newPasswordHint: 'At least {minLength} characters.',
  submit: 'Change password',
  changed: 'Your password is changed. Use the new one the next time you log in.',
  failed: 'Changing your password failed. Please try again.',
});
