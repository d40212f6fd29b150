import { defineTexts } from '../../ui-texts.ts';

/** The console's frame: its header and navigation (ADR 019). */
export const CONSOLE_SHELL_TEXTS = defineTexts('ConsoleShell', {
  title: 'Console',
  brand: '{marketplace} console',
  skipToContent: 'Skip to content',
  navigation: 'Console sections',
  dashboard: 'Dashboard',
  people: 'People',
  listings: 'Listings',
  transactions: 'Transactions',
  reviews: 'Reviews',
  content: 'Content',
  audit: 'Audit log',
  signedInAs: '{email} ({role})',
  roleAdmin: 'admin',
  roleSupport: 'support',
  logOut: 'Log out',
  viewSite: 'View the marketplace',
  forbidden: 'This part of the console is for admin operators.',
  notFound: 'There is nothing at this address of the console.',
  failed: 'The console could not load this page. Please try again.',
});
