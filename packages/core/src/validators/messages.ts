/** Validation texts spec §5 spells out, shared by every form so the wording never drifts. */
export const VALIDATION_MESSAGES = {
  required: 'this field is required',
  invalidYoutubeUrl: 'please enter a valid YouTube URL',
  invalidHttpsUrl: 'please enter a valid URL starting with https://',
  attributeNameRequired: 'attribute name is required',
  valueRequired: 'value is required',
  variantsRequired: 'variants is required',
  addAttribute: 'please add an attribute',
  atLeastOnePhoto: 'you need to add at least one photo',
  displayNameTooLong: (maxLength: number) => `display name must be ${maxLength} characters or less`,
  displayNameTaken: 'this display name is already taken',
  ownListing: "You can't book your own listing.",
  currencyMismatch: 'Value currency different from marketplace currency',
} as const;
