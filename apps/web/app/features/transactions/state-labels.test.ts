import { TRANSACTION_STATE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-state';
import { textsOf } from '@mercato/core/texts/ui-texts';
import { describe, expect, it } from 'vitest';
import { stateLabelOf } from './state-labels.ts';

const stateTexts = textsOf(TRANSACTION_STATE_TEXTS, undefined);

describe('stateLabelOf', () => {
  it('names a request by whose move it is, and unknown states by their name', () => {
    expect(stateLabelOf('state/preauthorized', 'customer', stateTexts)).toBe('Requested');
    expect(stateLabelOf('state/preauthorized', 'provider', stateTexts)).toBe('Waiting for your answer');
    expect(stateLabelOf('state/accepted', 'provider', stateTexts)).toBe('Accepted');
    expect(stateLabelOf('state/some-custom-state', 'customer', stateTexts)).toBe('some custom state');
  });

  it('words the states of purchases and downloads their own way', () => {
    expect(stateLabelOf('state/purchased', 'provider', stateTexts, 'default-purchase')).toBe(
      'Waiting for you to deliver',
    );
    expect(stateLabelOf('state/purchased', 'customer', stateTexts, 'default-download')).toBe(
      'Purchased: ready to download',
    );
    expect(stateLabelOf('state/purchased', 'provider', stateTexts, 'default-download')).toBe('Sold');
    expect(stateLabelOf('state/reported', 'customer', stateTexts, 'default-download')).toBe(
      'Problem reported',
    );
    expect(stateLabelOf('state/reviewed', 'customer', stateTexts, 'default-download')).toBe('Reviewed');
  });
});
