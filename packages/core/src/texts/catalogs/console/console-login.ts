import { defineTexts } from '../../ui-texts.ts';

/** The console's login page, `/console/login`. */
export const CONSOLE_LOGIN_TEXTS = defineTexts('ConsoleLogin', {
  title: 'Console login',
  heading: 'Log in to the console',
  lead: 'The console is for the operators of this marketplace. Marketplace accounts do not work here.',
  email: 'Email',
  password: 'Password',
  code: 'Code from your authenticator app',
  codeHint: 'Only if you turned on two-factor codes.',
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  submit: 'Log in',
  passwordSet: 'Your password is set. Log in with it.',
  loggedOut: 'You have logged out of the console.',
  sessionEnded: 'Your console session has ended. Please log in again.',
  refused: 'The email, password or code do not match an operator of this marketplace.',
  tooManyAttempts: 'Too many attempts. Please wait a while before trying again.',
  failed: 'Logging in failed. Please try again.',
  lostPassword: 'Lost your password? An admin can make you a new link with npm run operator -- link <email>.',
});

/** The page of a one-time link that sets an operator's password, `/console/set-password`. */
export const CONSOLE_SET_PASSWORD_TEXTS = defineTexts('ConsoleSetPassword', {
  title: 'Choose your console password',
  heading: 'Choose your console password',
  lead: 'This link works once, for a day. Choose a password of at least 8 characters.',
  password: 'New password',
  submit: 'Set password',
  noToken: 'This page needs the link from npm run operator. Ask an admin for a new one.',
  expired: 'This link has been used or has expired. Ask an admin for a new one.',
  failed: 'Setting the password failed. Please try again.',
});
