import { z } from 'zod';

/**
 * The card styles of listings without photos (publicData.cardStyle): the card shows the title on
 * a coloured panel instead of an image. Listing types with images switched off use them.
 */
export const CARD_STYLES = ['sand', 'night', 'violet', 'sea', 'forest', 'coral'] as const;

/** One of the card styles. */
export type CardStyle = (typeof CARD_STYLES)[number];

/** Text of the style tab's rule. */
export const CARD_STYLE_MESSAGE = 'please choose a card style';

/** The style tab: a card style is required. */
export const ListingStyleFormSchema = z.object({
  cardStyle: z.enum(CARD_STYLES, { error: CARD_STYLE_MESSAGE }),
});
/** Parsed style tab. */
export type ListingStyleForm = z.infer<typeof ListingStyleFormSchema>;

/** Whether a stored value is a card style. */
export function isCardStyle(value: unknown): value is CardStyle {
  return (CARD_STYLES as readonly unknown[]).includes(value);
}
