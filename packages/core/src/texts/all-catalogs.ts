import { ERROR_TEXTS } from '../errors/user-messages.ts';
import { VALIDATION_TEXTS } from '../validators/validation-texts.ts';
import * as accounts from './catalogs/accounts/index.ts';
import * as common from './catalogs/common/index.ts';
import * as listings from './catalogs/listings/index.ts';
import * as profile from './catalogs/profile/index.ts';
import * as transactions from './catalogs/transactions/index.ts';
import { FILES_TAB_MESSAGE_TEXTS } from './catalogs/wizard/files-tab-messages.ts';
import * as wizard from './catalogs/wizard/index.ts';
import { ACCOUNT_FORM_TEXTS } from './messages/account.ts';
import { AVAILABILITY_FORM_TEXTS } from './messages/availability.ts';
import { LISTING_EDITOR_TEXTS } from './messages/listing-editor.ts';
import { PHOTO_MESSAGE_TEXTS } from './messages/photos.ts';
import { TRANSACTION_FORM_TEXTS } from './messages/transaction.ts';
import { type TextCatalog, translationsDocument } from './ui-texts.ts';

/**
 * Catalogs of messages that reach the screen as finished English (errors from actions, validation
 * messages from core's schemas): the web app words them by their English (`messageTranslations`).
 */
export const MESSAGE_CATALOGS: readonly TextCatalog[] = [
  ERROR_TEXTS,
  VALIDATION_TEXTS,
  ACCOUNT_FORM_TEXTS,
  TRANSACTION_FORM_TEXTS,
  LISTING_EDITOR_TEXTS,
  AVAILABILITY_FORM_TEXTS,
  PHOTO_MESSAGE_TEXTS,
  FILES_TAB_MESSAGE_TEXTS,
];

/** Every catalog of Mercato's web app. */
export const UI_TEXT_CATALOGS: readonly TextCatalog[] = [
  ...MESSAGE_CATALOGS,
  ...[common, accounts, listings, wizard, profile, transactions].flatMap(
    (module) => Object.values(module) as TextCatalog[],
  ),
];

/** Every UI text by full key, in English: the default `/content/translations.json`. */
export const DEFAULT_TRANSLATIONS: Readonly<Record<string, string>> = translationsDocument(UI_TEXT_CATALOGS);
