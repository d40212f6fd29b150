import { defineTexts } from '../../ui-texts.ts';

/** The maintenance screen (spec §1), shown while the marketplace configuration cannot be read. */
export const MAINTENANCE_SCREEN_TEXTS = defineTexts('MaintenanceScreen', {
  heading: 'The marketplace is not fully operational right now',
  refresh: 'We are working on it. Please refresh the page in a moment.',
  contactAdmins: 'If this goes on, contact the marketplace’s administrators.',
});
