import { z } from 'zod';
import { HexColorSchema } from './color.ts';

/** Allowed logo heights in pixels (spec §9). */
export const LOGO_HEIGHTS = [24, 36, 48] as const;

/** Default logo height (spec §9: 24). */
export const DEFAULT_LOGO_HEIGHT = 24;

/** The default brand colour: violet (spec §9). */
export const DEFAULT_MARKETPLACE_COLOR = '#7c3aed';

/** Text of the logo height rule (spec §5 Config validation). */
export const LOGO_HEIGHT_MESSAGE = 'logo height must be 24, 36 or 48';

/** Logo display settings; 'image' is the only logo format the spec knows. */
export const LogoSettingsSchema = z.object({
  height: z
    .number({ error: LOGO_HEIGHT_MESSAGE })
    .refine((height) => (LOGO_HEIGHTS as readonly number[]).includes(height), LOGO_HEIGHT_MESSAGE)
    .default(DEFAULT_LOGO_HEIGHT),
  format: z.literal('image').default('image'),
});

/** Branding: colour, logos and the social-sharing images (spec §3 Config). */
export const BrandingSchema = z.object({
  marketplaceColor: HexColorSchema.default(DEFAULT_MARKETPLACE_COLOR),
  logoImageDesktop: z.string().optional(),
  logoImageMobile: z.string().optional(),
  logoSettings: LogoSettingsSchema.default({ height: DEFAULT_LOGO_HEIGHT, format: 'image' }),
  brandImage: z.string().optional(),
  facebookImage: z.string().optional(),
  twitterImage: z.string().optional(),
});
/** Parsed branding config. */
export type BrandingConfig = z.infer<typeof BrandingSchema>;
