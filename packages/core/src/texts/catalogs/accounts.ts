import { defineTexts } from '../ui-texts.ts';

// Catalogs of this part of the web app. Every export of this file is a catalog (all-catalogs.ts
// collects them): one per namespace, named like the component or page that shows the texts.

/** What the login, signup and confirm tabs share: the tabs, identity-provider buttons, the terms checkbox. */
export const AUTHENTICATION_PAGE_TEXTS = defineTexts('AuthenticationPage', {
  tabsLabel: 'Authentication',
  loginTab: 'Log in',
  signupTab: 'Sign up',
  confirmTab: 'Confirm',
  logInWith: 'Log in with {provider}',
  or: 'or',
  acceptTerms: 'I accept the',
  termsOfService: 'terms of service',
  and: 'and the',
  privacyPolicy: 'privacy policy',
});

/** The login tab (spec §2 `/login`). */
export const LOGIN_PAGE_TEXTS = defineTexts('LoginPage', {
  title: 'Log in',
  description: 'Log in to book services, manage your listings and read your messages.',
  heading: 'Welcome back',
  idpFailed: 'Logging in with the external service failed. Please try again or log in with your email.',
  submit: 'Log in',
  forgotPassword: 'Forgot your password?',
  failed: 'Logging in failed. Please try again.',
});

/** The signup tab (spec §2 `/signup/:userType?`), with its fields from the marketplace config. */
export const SIGNUP_PAGE_TEXTS = defineTexts('SignupPage', {
  title: 'Sign up',
  description: 'Create an account to book services from independent providers, or to offer your own.',
  heading: 'Create your account',
  submit: 'Sign up',
  accountType: 'Account type',
  chooseAccountType: 'Choose your account type…',
  displayName: 'Display name',
  displayNameOptional: 'Display name (optional)',
  phoneNumber: 'Phone number',
  phoneNumberOptional: 'Phone number (optional)',
  choose: 'Choose…',
  emailTaken: 'An account with this email already exists. Try logging in instead.',
  failed: 'Signing up failed. Please try again.',
});

/** The confirm tab: finishing a signup after logging in with an identity provider. */
export const CONFIRM_PAGE_TEXTS = defineTexts('ConfirmPage', {
  title: 'Confirm your details',
  heading: 'Confirm your details',
  loggedInWith: 'You logged in with {provider}',
  as: 'as',
  checkDetails: 'Check your details below to finish creating your account.',
  displayName: 'Display name (optional)',
  submit: 'Create account',
  emailTaken: 'An account with this email already exists. Log in with your password instead.',
  failed: 'We could not create your account. Please try again.',
});

/** PasswordRecoveryPage (spec §2 `/recover-password`): asking for a link to choose a new password. */
export const PASSWORD_RECOVERY_PAGE_TEXTS = defineTexts('PasswordRecoveryPage', {
  title: 'Reset your password',
  description: 'Forgot your password? We email you a link to choose a new one.',
  heading: 'Forgot your password?',
  intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  remembered: 'Remembered it?',
  logIn: 'Log in',
  newHere: 'New here?',
  createAccount: 'Create an account',
  sentHeading: 'Check your inbox',
  sentTo: 'We sent a link to choose a new password to',
  worksOneHour: 'It works for one hour.',
  nothingArrived: 'Nothing after a few minutes? Look in your spam folder, or',
  retype: 'retype your email address',
  backToLogin: 'Back to log in',
});

/** PasswordResetPage (spec §2 `/reset-password`): choosing a new password from an emailed link. */
export const PASSWORD_RESET_PAGE_TEXTS = defineTexts('PasswordResetPage', {
  title: 'Choose a new password',
  heading: 'Choose a new password',
  forAccount: 'For the account',
  newPassword: 'New password',
  newPasswordHint: 'At least {minLength} characters.',
  repeatPassword: 'Repeat the new password',
  submit: 'Save new password',
  brokenLinkHeading: 'This link is broken',
  expiredLinkHeading: 'This link no longer works',
  expiredLink: 'This password reset link is invalid or has expired. Each link works once, for one hour.',
  askNewLink: 'Ask for a new link',
  changedHeading: 'Your password is changed',
  changed:
    'For your safety we logged this account out everywhere. Log in with your new password to carry on.',
  logIn: 'Log in',
});

/** Email verification (spec §2 `/verify-email`): the link's outcome, or where the address stands. */
export const EMAIL_VERIFICATION_PAGE_TEXTS = defineTexts('EmailVerificationPage', {
  title: 'Verify your email',
  problemHeading: 'We could not verify your email',
  askNewLinkTo: 'Ask for a new link and we will send it to',
  verifiedHeading: 'Your email is verified',
  isConfirmed: 'is confirmed. Thanks!',
  goToMarketplace: 'Go to the marketplace',
  pendingHeading: 'Confirm your new email',
  unverifiedHeading: 'Confirm your email',
  sentConfirmationTo: 'We sent a confirmation link to',
  pendingKeepsUsing: 'Until you follow it, your account keeps using',
  followToVerify: 'Follow it to verify your address.',
  noEmail: 'No email? Check your spam folder, or ask for a new link.',
  resendSent: 'We sent a new link to {email}. Check your inbox.',
  resendAlreadyVerified: 'Your email address is already verified. There is nothing left to confirm.',
  invalidLink:
    'This verification link is invalid or has expired. Links work only once and for a limited time.',
  emailTaken: 'Another account uses this email address now, so we could not switch yours to it.',
  verifyFailed: 'Verifying your email failed. Please try again in a moment.',
});

/** The "send a new link" button of email verification (the verification page and the email banner). */
export const RESEND_VERIFICATION_FORM_TEXTS = defineTexts('ResendVerificationForm', {
  submit: 'Send a new link',
  sending: 'Sending…',
});

/** What the account settings pages share: their heading, tabs and current password field. */
export const ACCOUNT_SETTINGS_TEXTS = defineTexts('AccountSettings', {
  heading: 'Account settings',
  tabsLabel: 'Account settings',
  contactDetailsTab: 'Contact details',
  passwordTab: 'Password',
  currentPassword: 'Current password',
});

/** Account settings: contact details (spec §2 `/account/contact-details`). */
export const CONTACT_DETAILS_PAGE_TEXTS = defineTexts('ContactDetailsPage', {
  title: 'Contact details',
  heading: 'Contact details',
  passwordHint: 'Enter your current password to change your email.',
  passwordHintWithoutScripts: 'Needed only when you change your email.',
  phoneNumber: 'Phone number',
  submit: 'Save changes',
  saved: 'Your contact details are saved.',
  pendingSentTo: 'We sent a verification link to',
  pendingKeepsUsing: 'Your account keeps using {email} until you follow it.',
  unverifiedSentTo: 'Your email address is not verified yet. Follow the link we sent to',
  unverifiedFollow: 'to verify it.',
  resend: 'Resend verification email',
  resendSent: 'We sent a new verification link to {email}.',
  resendAlreadyVerified: 'Your email address is already verified.',
});

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
