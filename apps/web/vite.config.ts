import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Modules pages load only when the marketplace needs them (error reporting, analytics), imported by
 * the URL `virtual:lazy/<name>` gives (`import(/* @vite-ignore *\/ url)`). Vite wraps every
 * `import()` it sees in its preload helper, which would put ~0.8 kB on every page's first load for
 * code most marketplaces never run; a URL it does not see is a plain import of a chunk emitted here.
 */
const LAZY_CHUNKS: Record<string, string> = {
  'error-reporting': 'app/lib/error-reporting.client.ts',
  analytics: 'app/lib/analytics.ts',
};

function lazyChunkUrls(): Plugin {
  const PREFIX = 'virtual:lazy/';
  const references = new Map<string, string>();
  let serving = false;
  return {
    name: 'mercato-lazy-chunk-urls',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      if (serving || this.environment?.name !== 'client') return;
      for (const [name, path] of Object.entries(LAZY_CHUNKS)) {
        references.set(
          name,
          this.emitFile({ type: 'chunk', id: fileURLToPath(new URL(path, import.meta.url)), name }),
        );
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) && id.slice(PREFIX.length) in LAZY_CHUNKS ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      // In development Vite serves the source itself; the server's build never imports it.
      if (serving) return `export default ${JSON.stringify(`/${LAZY_CHUNKS[name]}`)};`;
      const reference = this.environment?.name === 'client' ? references.get(name) : undefined;
      return reference ? `export default import.meta.ROLLUP_FILE_URL_${reference};` : 'export default null;';
    },
  };
}

// Fewer, larger chunks on first load (ADR 008): a phone on a slow network pays a round trip per
// module preload before the page is interactive, and Lighthouse's simulation counts them against
// the first paint. Two groups besides what the bundler decides on its own:
// - `shell`: React, React Router and the few components the root layout and the landing page need;
//   every page loads all of it anyway.
// - `forms`: the form fields, their validation and zod (which they bring along); loaded by every
//   page with fields, by none without (a page that only shows a form's error or success message,
//   like the inbox, or a field's error, like the search filters, loads those small components on
//   their own). The multi-line text field and the validation hooks (which import no zod) stay
//   out: the listing page shows the inquiry form, and runs its hooks, before its checks (and zod)
//   have loaded.
const SHELL =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|[\\/]app[\\/](components[\\/](not-found-content|user-avatar)\.tsx|features[\\/]listings[\\/]listing-card\.tsx|styles[\\/]listings\.css)/;
const FORMS =
  /[\\/]app[\\/](components[\\/](email-field|password-field|text-field|name-fields)\.tsx|lib[\\/]forms[\\/](?!use-form-validation|use-loaded-check)|features[\\/]auth[\\/]visible-text\.tsx)/;

const FORM_MESSAGES = /[\\/]app[\\/]components[\\/](form-error|form-success|field-error)\.tsx/;

export default defineConfig({
  plugins: [reactRouter(), lazyChunkUrls()],
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          checks: {
            // The server bundle is one file: a form's checks that the browser loads late (a dynamic
            // import, as the inquiry form's) are imported outright by the action that runs them, and
            // rolldown warns that the dynamic import cannot split. In the browser's build it can.
            ineffectiveDynamicImport: false,
          },
        },
      },
    },
  },
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
