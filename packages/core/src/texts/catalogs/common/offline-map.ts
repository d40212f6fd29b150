import { defineTexts } from '../../ui-texts.ts';

/** The map drawn without a map service. */
export const OFFLINE_MAP_TEXTS = defineTexts('OfflineMap', {
  label: 'Map pin at {place} ({coordinates})',
  /** Natural Earth asks for no credit; GeoNames' place names (CC BY 4.0) do. */
  attribution: 'Natural Earth · GeoNames',
});
