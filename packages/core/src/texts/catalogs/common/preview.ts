import { defineTexts } from '../../ui-texts.ts';

/** An operator's preview of an unsaved draft (the `/preview` link from the console): its notice and end. */
export const PREVIEW_TEXTS = defineTexts('Preview', {
  banner: 'You are previewing an unsaved draft of {path}. Everyone else still sees the live marketplace.',
  end: 'End preview',
  endedHeading: 'This preview has ended',
  endedBody:
    'A preview link works for 30 minutes after it was made. Open the draft in the console again to make a new one.',
  frontPageLink: 'Go to the marketplace',
});
