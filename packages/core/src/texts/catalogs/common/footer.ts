import { defineTexts } from '../../ui-texts.ts';

/** The site footer. */
export const FOOTER_TEXTS = defineTexts('Footer', {
  copyright: '© {marketplaceName}',
  legalLabel: 'Legal',
  termsOfService: 'Terms of service',
  privacyPolicy: 'Privacy policy',
});
