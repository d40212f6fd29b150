import { PHOTO_MESSAGE_TEXTS } from '@mercato/core/texts/catalogs/listings';
import { formatText } from '@mercato/core/texts/ui-texts';
import { useMemo } from 'react';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { OWN_PHOTO_MESSAGES } from './photo-messages.ts';

/**
 * The wording in force of a photo message: the uploader's own messages (which travel as Mercato's
 * English) in the operator's words, and core's errors and validation messages as `useMessageText`
 * words them.
 */
export function usePhotoMessageText(): (message: string) => string {
  const t = useTexts(PHOTO_MESSAGE_TEXTS);
  const wording = useMessageText();
  return useMemo(() => {
    const own = new Map(
      OWN_PHOTO_MESSAGES.map(({ key, values }) => [
        formatText(PHOTO_MESSAGE_TEXTS.texts[key], values),
        t(key, values),
      ]),
    );
    return (message: string) => own.get(message) ?? wording(message);
  }, [t, wording]);
}
