import { defineProcess, defineNotification as n, defineTransition as t } from './process-builders.ts';

/** The web template's `default-inquiry` process (process-tables.md), version 1: a message, no payment. */
export const DEFAULT_INQUIRY_PROCESS = defineProcess(
  'default-inquiry',
  1,
  ['free-inquiry'],
  [t('inquire-without-payment', null, 'free-inquiry', 'customer', ['update-protected-data'])],
  [n('inquire-without-payment', 'provider', 'inquiry-new-inquiry')],
);
