import { defineTexts } from '../../ui-texts.ts';

/** The console's first page, `/console`: the marketplace at a glance. */
export const CONSOLE_DASHBOARD_TEXTS = defineTexts('ConsoleDashboard', {
  title: 'Dashboard',
  heading: 'Dashboard',
});
