/** A run of text that is either plain or one http(s) link. */
export interface TextSegment {
  text: string;
  isLink: boolean;
}

// Stops at whitespace, quotes and angle brackets, which never occur unescaped in the links we send.
const LINK_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Sentence punctuation right after a link belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Splits text into plain runs and http(s) links, so a page can make the links clickable. */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const link = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), isLink: false });
    segments.push({ text: link, isLink: true });
    last = start + link.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), isLink: false });
  return segments;
}

/** Every http(s) link in a text, in order of appearance. */
export function findLinks(text: string): string[] {
  return splitLinks(text)
    .filter((s) => s.isLink)
    .map((s) => s.text);
}
