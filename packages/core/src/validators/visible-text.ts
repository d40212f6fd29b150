/**
 * Names are shown to other users, so they must look like what they are. Control characters (NUL,
 * line breaks), bidirectional overrides (U+202E turns "Ann" + "gpj.exe" around) and invisible
 * characters (zero-width space, word joiner, BOM, directional marks) let one name pass for another.
 * Zero-width (non-)joiners stay allowed between visible characters: Persian and Indic names and
 * emoji sequences need them.
 */

const JOINERS = new Set(['\u200c', '\u200d']);
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
// Emoji skin tones and variation selectors are combining marks, not Cf; they are fine.

/** The message shown for a name holding a hidden character. */
export const HIDDEN_CHARACTER_MESSAGE = 'must not contain control or invisible formatting characters';

/** Whether `text` holds a character that is invisible or reorders text, other than joiners between visible characters. */
export function hasHiddenCharacters(text: string): boolean {
  const chars = [...text];
  return chars.some((char, i) => {
    if (!INVISIBLE.test(char)) return false;
    if (!JOINERS.has(char)) return true;
    const before = chars[i - 1];
    const after = chars[i + 1];
    const visible = (c: string | undefined) => c !== undefined && !INVISIBLE.test(c) && c.trim() !== '';
    return !(visible(before) && visible(after));
  });
}
