import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Fewer, larger chunks on first load (ADR 008): a phone on a slow network pays a round trip per
// module preload before the page is interactive, and Lighthouse's simulation counts them against
// the first paint. Two groups besides what the bundler decides on its own:
// - `shell`: React, React Router and the few components the root layout and the landing page need;
//   every page loads all of it anyway.
// - `forms`: the form fields, their validation and zod (which they bring along); loaded by every
//   page with fields, by none without (a page that only shows a form's error or success message,
//   like the inbox, or a field's error, like the search filters, loads those small components on
//   their own).
const SHELL =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|[\\/]app[\\/](components[\\/](not-found-content|user-avatar)\.tsx|features[\\/]listings[\\/]listing-card\.tsx|styles[\\/]listings\.css)/;
const FORMS =
  /[\\/]app[\\/](components[\\/](email-field|password-field|text-field|text-area-field|name-fields)\.tsx|lib[\\/]forms[\\/]|features[\\/]auth[\\/]visible-text\.tsx)/;

const FORM_MESSAGES = /[\\/]app[\\/]components[\\/](form-error|form-success|field-error)\.tsx/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    sourcemap: false,
    // Vite warns above 500 kB. The one chunk over it is MapLibre GL (1,029 kB, 273 kB gzip), which
    // pages fetch only where a map style is configured, after the page has loaded, and which would
    // load whole however it were split; what a visitor waits for is checked by `npm run budgets`.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      checks: {
        // Rolldown warns when plugins take most of a build's time; here that is React Router's own
        // plugin, and whether it fires depends on how busy the machine is. `node --cpu-prof` is the
        // tool when the build slows.
        bundlerTimings: false,
      },
      output: {
        codeSplitting: {
          groups: [
            // A module both groups could take goes to the shell, which every page loads.
            { name: 'shell', test: SHELL, priority: 20 },
            // A form's error and success messages and a field's error stay out of `forms`: pages
            // without zod-validated fields show them.
            { name: 'form-messages', test: FORM_MESSAGES, priority: 15 },
            { name: 'forms', test: FORMS, priority: 10 },
          ],
        },
      },
    },
  },
});
