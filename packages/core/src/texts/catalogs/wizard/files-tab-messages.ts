import { FILE_LIMITS } from '../../../contracts/file.ts';
import { defineTexts } from '../../ui-texts.ts';

const MAX_MB = Math.floor(FILE_LIMITS.maxBytes / 1024 / 1024);

/**
 * Why the listing wizard's files tab refused a post or a file. They reach the page as this English,
 * from the tab's action and from its picker in the browser, and are worded there by it
 * (`useMessageText`): a message catalog.
 */
export const FILES_TAB_MESSAGE_TEXTS = defineTexts('FilesTabMessages', {
  atLeastOne: 'Add at least one file: it is what buyers receive.',
  tooMany: `A listing can have at most ${FILE_LIMITS.maxPerListing} files. Remove some before adding more.`,
  chooseFiles: 'Choose one or more files first.',
  formTooLarge:
    'The files sent together are larger than 25 MB. Add large files one at a time, or with JavaScript turned on.',
  blockedType: 'this kind of file cannot be shared here: programs, scripts and web pages are refused.',
  tooLarge: `this file is too large: a file may be at most ${MAX_MB} MB.`,
  empty: 'this file is empty.',
  badName: 'its name is too long or has characters that cannot be used.',
  noRoom: 'your files take all the room you have.',
  tooManyWaiting:
    'Too many of your files are still waiting for their upload or check. Please try again in a few minutes.',
  uploadFailed: 'the file could not be sent. Please try again.',
  notYours: 'One of the files is no longer available. Please add it again.',
  loggedOut: 'Your session has ended. Log in again, then add the file.',
});

/** The English of these messages, by key: what the tab's action and picker put in their answers. */
export const FILES_TAB_MESSAGES = FILES_TAB_MESSAGE_TEXTS.texts;
