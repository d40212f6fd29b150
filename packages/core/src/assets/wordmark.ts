/**
 * The built-in logo: the marketplace name set in the brand colour, as SVG. It stands in until the
 * operator uploads a logo, so a fresh marketplace (and a template front end, which refuses to run
 * without a logo) has one. Pure: the same name and colour give the same bytes.
 */

/** Height of the drawing in SVG units; the logo scales to the height the layout asks for. */
export const WORDMARK_HEIGHT = 48;

// Average advance of a bold sans-serif glyph relative to the font size; wide enough for capitals.
const ADVANCE = 0.62;
const FONT_SIZE = 32;
const PADDING = 4;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The width of the wordmark drawn at `height` (integer pixels). */
export function wordmarkWidth(name: string, height = WORDMARK_HEIGHT): number {
  const units = Math.ceil([...name].length * FONT_SIZE * ADVANCE + 2 * PADDING);
  return Math.max(1, Math.round((units * height) / WORDMARK_HEIGHT));
}

/** The SVG document of the wordmark. */
export function wordmarkSvg(name: string, color: string): string {
  const width = wordmarkWidth(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${WORDMARK_HEIGHT}" ` +
    `viewBox="0 0 ${width} ${WORDMARK_HEIGHT}" role="img" aria-label="${escapeXml(name)}">` +
    `<text x="${PADDING}" y="34" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${FONT_SIZE}" font-weight="700" fill="${escapeXml(color)}">${escapeXml(name)}</text></svg>`
  );
}
