import { type EmailTexts, emailTextsOf } from '@mercato/core/assets/email-texts';
import type { PlatformContext } from '../../context.ts';
import { getAsset } from '../assets/assets.service.ts';

/** Where the operator words the emails (api notes §9). */
export const EMAIL_TEXTS_PATH = '/content/email-texts.json';

/**
 * The email texts in force: the latest `/content/email-texts.json` over Mercato's defaults. An
 * email is never held up by its words: when the asset cannot be read, the defaults are used.
 */
export async function currentEmailTexts(ctx: PlatformContext): Promise<EmailTexts> {
  try {
    return emailTextsOf((await getAsset(ctx, EMAIL_TEXTS_PATH)).data);
  } catch (error) {
    ctx.log.warn({ err: error }, 'email texts unreadable; the default texts are used');
    return emailTextsOf(undefined);
  }
}
