// `npm run restore -- <file> [--force]`: a backup made by `npm run backup` into DATABASE_URL and storage
// (packages/platform/src/cli/backup-cli.ts, bundled and run by platform-cli.mjs).
import { runPlatformCli } from './platform-cli.mjs';

await runPlatformCli('backup-cli', ['restore', ...process.argv.slice(2)]);
