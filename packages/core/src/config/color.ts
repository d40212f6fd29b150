import { z } from 'zod';

/** A six-digit hex colour such as '#7c3aed'; three-digit shorthand is expanded on parse. */
export const HexColorSchema = z
  .string()
  .regex(/^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'colour must be a hex colour such as #7c3aed')
  .transform(normaliseHexColor);

/** 'ABC' becomes '#AABBCC': always a '#' and six digits, in the case the operator wrote. */
export function normaliseHexColor(hex: string): string {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

function hexToHsl(hex: string): Hsl {
  const value = Number.parseInt(normaliseHexColor(hex).slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map(
    (channel) => channel / 255,
  ) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return { hue: 0, saturation: 0, lightness };
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === r ? (g - b) / delta + (g < b ? 6 : 0) : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: hue / 6, saturation, lightness };
}

function hslToHex({ hue, saturation, lightness }: Hsl): string {
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (offset: number) => {
    let t = hue + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const rgb =
    saturation === 0 ? [lightness, lightness, lightness] : [channel(1 / 3), channel(0), channel(-1 / 3)];
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Moves the HSL lightness by `percent` points (negative darkens), clamped to black and white.
 * HSL keeps the hue, so hover and active states read as the same brand colour.
 */
export function adjustLightness(hex: string, percent: number): string {
  const hsl = hexToHsl(hex);
  return hslToHex({ ...hsl, lightness: Math.min(1, Math.max(0, hsl.lightness + percent / 100)) });
}

/** Step between the brand colour and its light and dark variants (spec §5: 10 percent). */
export const COLOR_VARIANT_STEP_PERCENT = 10;

/** The brand colour with the lightened and darkened variants the theme uses for hover and pressed states. */
export interface MarketplaceColors {
  marketplaceColor: string;
  marketplaceColorLight: string;
  marketplaceColorDark: string;
}

/** Derives the variants from one configured colour so the operator sets a single value. */
export function computeMarketplaceColors(hex: string): MarketplaceColors {
  return {
    marketplaceColor: normaliseHexColor(hex),
    marketplaceColorLight: adjustLightness(hex, COLOR_VARIANT_STEP_PERCENT),
    marketplaceColorDark: adjustLightness(hex, -COLOR_VARIANT_STEP_PERCENT),
  };
}
