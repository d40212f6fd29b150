import { defineTexts } from '../../ui-texts.ts';

/** The operator's own account in the console, `/console/account`: two-factor codes. */
export const CONSOLE_ACCOUNT_TEXTS = defineTexts('ConsoleAccount', {
  title: 'Your console account',
  heading: 'Your console account',
  email: 'Email',
  role: 'Role',
  twoFactor: 'Two-factor codes',
  twoFactorOn: 'On: logging in takes a code from your authenticator app.',
  twoFactorOff: 'Off: your password alone logs you in.',
  turnOn: 'Turn on two-factor codes',
  setupHint:
    'Add this key to an authenticator app (1Password, Google Authenticator, Aegis…): open the link on the phone that has the app, or type the key. Then enter the code it shows.',
  key: 'Key',
  link: 'Link for the app',
  code: 'Code from your authenticator app',
  confirm: 'Turn on',
  turnOff: 'Turn off two-factor codes',
  turnOffHint: 'Enter a code from your app to turn them off.',
  enabled: 'Two-factor codes are on. Your next login will ask for one.',
  disabled: 'Two-factor codes are off.',
  failed: 'That did not work: {reason}',
  lostPhone:
    'Lost the phone with the app? An admin turns the codes off with npm run operator -- reset-two-factor <email>.',
});
