import { defineTexts } from '../../ui-texts.ts';

/** An address input that suggests places as one types. */
export const ADDRESS_FIELD_TEXTS = defineTexts('AddressField', {
  suggestionsLabel: 'Suggested places',
  suggestionCount: '{count, plural, one {# suggestion} other {# suggestions}}; use the arrow keys to choose.',
  suggestionsUnavailable:
    'Suggestions are not available right now. Type a city or town; we will find it when you save.',
});
