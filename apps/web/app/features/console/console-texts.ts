import { type TextCatalog, type Texts, textsOf } from '@mercato/core/texts/ui-texts';

/**
 * A console catalog's texts: the console's own English, never the marketplace's translations (the
 * console is the operator's tool; its words are not in `/content/translations.json`, ADR 019).
 */
export function consoleTexts<K extends string>(catalog: TextCatalog<K>): Texts<K> {
  return textsOf(catalog, undefined);
}
