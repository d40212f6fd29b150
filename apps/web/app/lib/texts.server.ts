import { DEFAULT_TRANSLATIONS, MESSAGE_CATALOGS } from '@mercato/core/texts/all-catalogs';
import {
  fullKey,
  type TextCatalog,
  type Texts,
  type Translations,
  textsOf,
  translationsOf,
} from '@mercato/core/texts/ui-texts';
import type { AppLoadContext } from 'react-router';
import type { WebSession } from './context.ts';

/** The operator's wording a page needs: by full key, and for finished messages by their English. */
export interface PageTexts {
  /** `/content/translations.json` entries that differ from Mercato's English, by full key. */
  translations: Translations;
  /** The same for the message catalogs (errors, validation), by the English text they replace. */
  messageTranslations: Translations;
}

const NO_TEXTS: PageTexts = { translations: {}, messageTranslations: {} };

// The operator's wording of the latest translations asset, by its version: most requests read the
// same version, whose difference from the defaults is then worked out once.
let cached: { version: string | null; texts: PageTexts } | undefined;
// One read per request, however many loaders and actions ask.
const perRequest = new WeakMap<WebSession, Promise<PageTexts>>();

function pageTextsOf(document: Record<string, string>): PageTexts {
  const translations = translationsOf(document, DEFAULT_TRANSLATIONS);
  const messageTranslations: Record<string, string> = {};
  for (const catalog of MESSAGE_CATALOGS) {
    for (const [key, english] of Object.entries(catalog.texts)) {
      const own = translations[fullKey(catalog, key)];
      if (own !== undefined) messageTranslations[english] = own;
    }
  }
  return { translations, messageTranslations };
}

/**
 * The operator's UI texts in force (`/content/translations.json` over Mercato's English), as the
 * root loader gives them to every page: usually nothing, so pages carry only what was changed.
 * Unreadable texts are no reason to fail a page: it shows Mercato's English.
 */
export function loadPageTexts(context: Pick<AppLoadContext, 'session'>): Promise<PageTexts> {
  let pending = perRequest.get(context.session);
  if (!pending) {
    pending = Promise.resolve()
      .then(() => context.session.sdk.assets.translations())
      .then(({ data, version }) => {
        if (version === null || cached?.version !== version) cached = { version, texts: pageTextsOf(data) };
        return cached.texts;
      })
      .catch(() => NO_TEXTS);
    perRequest.set(context.session, pending);
  }
  return pending;
}

/** A catalog's texts in force, for loaders and actions (titles and messages made on the server). */
export async function serverTexts<K extends string>(
  context: Pick<AppLoadContext, 'session'>,
  catalog: TextCatalog<K>,
): Promise<Texts<K>> {
  return textsOf(catalog, (await loadPageTexts(context)).translations);
}
