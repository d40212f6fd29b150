import { defineTexts } from '../../ui-texts.ts';

/** The listing page's inquiry form: a first message to the provider. */
export const INQUIRY_PANEL_TEXTS = defineTexts('InquiryPanel', {
  title: 'Contact {name}',
  theProvider: 'the provider',
  message: 'Your message',
  send: 'Send message',
});
