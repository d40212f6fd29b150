import { type TextCatalog, type Texts, type Translations, textsOf } from '@mercato/core/texts/ui-texts';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';

/** What the root loader gives every page about texts (see `PageTexts` in texts.server.ts). */
interface RootTexts {
  translations?: Translations;
  messageTranslations?: Translations;
}

/**
 * A catalog's texts in force on this page: the operator's wording (`/content/translations.json`,
 * sent by the root loader) over Mercato's English. Outside the root's data (its error boundary),
 * the English.
 */
export function useTexts<K extends string>(catalog: TextCatalog<K>): Texts<K> {
  const translations = useRouteLoaderData<RootTexts>('root')?.translations;
  return useMemo(() => textsOf(catalog, translations), [catalog, translations]);
}

/**
 * The wording in force of a finished message (an action's error, a validation message): messages
 * reach the page as Mercato's English, which the operator may have reworded.
 */
export function useMessageText(): (message: string) => string {
  const own = useRouteLoaderData<RootTexts>('root')?.messageTranslations;
  return useMemo(() => (message: string) => own?.[message] ?? message, [own]);
}

/** A catalog's texts in force for a route's `meta`, from the root's data among the matches. */
export function metaTexts<K extends string>(
  catalog: TextCatalog<K>,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): Texts<K> {
  const root = matches.find((match) => match?.id === 'root')?.data as RootTexts | undefined;
  return textsOf(catalog, root?.translations);
}
