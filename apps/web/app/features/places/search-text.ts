// Letters that do not decompose into a base letter and a mark under NFKD.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Text as the gazetteer compares it: lower case, accents dropped (`Zürich` → `zurich`), punctuation
 * and runs of spaces as one space. Letters of other scripts stay, so `東京` still matches itself.
 */
export function searchTextOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
