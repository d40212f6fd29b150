import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages.ts';

describe('VALIDATION_MESSAGES', () => {
  it('keeps the wording of spec §5', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'this field is required',
      invalidYoutubeUrl: 'please enter a valid YouTube URL',
      invalidHttpsUrl: 'please enter a valid URL starting with https://',
      attributeNameRequired: 'attribute name is required',
      valueRequired: 'value is required',
      variantsRequired: 'variants is required',
      addAttribute: 'please add an attribute',
      atLeastOnePhoto: 'you need to add at least one photo',
      displayNameTaken: 'this display name is already taken',
    });
    expect(VALIDATION_MESSAGES.displayNameTooLong(50)).toBe('display name must be 50 characters or less');
  });
});
