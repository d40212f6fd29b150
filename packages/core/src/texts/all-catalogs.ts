import { ERROR_TEXTS } from '../errors/user-messages.ts';
import { VALIDATION_TEXTS } from '../validators/validation-texts.ts';
import * as accounts from './catalogs/accounts.ts';
import * as common from './catalogs/common.ts';
import * as listings from './catalogs/listings.ts';
import * as profile from './catalogs/profile.ts';
import * as transactions from './catalogs/transactions.ts';
import * as wizard from './catalogs/wizard.ts';
import { FORM_MESSAGE_TEXTS } from './form-messages.ts';
import { type TextCatalog, translationsDocument } from './ui-texts.ts';

/**
 * Catalogs of messages that reach the screen as finished English (errors from actions, validation
 * messages from core's schemas): the web app words them by their English (`messageTranslations`).
 */
export const MESSAGE_CATALOGS: readonly TextCatalog[] = [ERROR_TEXTS, VALIDATION_TEXTS, FORM_MESSAGE_TEXTS];

/** Every catalog of Mercato's web app. */
export const UI_TEXT_CATALOGS: readonly TextCatalog[] = [
  ...MESSAGE_CATALOGS,
  ...[common, accounts, listings, wizard, profile, transactions].flatMap(
    (module) => Object.values(module) as TextCatalog[],
  ),
];

/** Every UI text by full key, in English: the default `/content/translations.json`. */
export const DEFAULT_TRANSLATIONS: Readonly<Record<string, string>> = translationsDocument(UI_TEXT_CATALOGS);
