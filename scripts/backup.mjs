// `npm run backup -- <file>`: the marketplace's database and uploads in one archive
// (packages/platform/src/cli/backup-cli.ts, bundled and run by platform-cli.mjs).
import { runPlatformCli } from './platform-cli.mjs';

await runPlatformCli('backup-cli', ['backup', ...process.argv.slice(2)]);
