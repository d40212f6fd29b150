// The entry `npm run process:check` bundles and runs; the check itself is process-check-cli.ts.
import { main } from './process-check-cli.ts';

process.exitCode = main(process.argv.slice(2));
