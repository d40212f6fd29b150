import type { CardStyle } from '@mercato/core/validators/listing-style';

/** How each card style looks: its name and the panel's colours (background, text). */
export const CARD_STYLE_LOOKS: Record<CardStyle, { label: string; background: string; color: string }> = {
  sand: { label: 'Sand', background: '#f3ead8', color: '#3b2f1e' },
  night: { label: 'Night', background: '#1f2330', color: '#ffffff' },
  violet: { label: 'Violet', background: '#7c3aed', color: '#ffffff' },
  sea: { label: 'Sea', background: '#0e7490', color: '#ffffff' },
  forest: { label: 'Forest', background: '#166534', color: '#ffffff' },
  coral: { label: 'Coral', background: '#fda4af', color: '#4c0519' },
};
