// `npm run operator -- create <email> [--role admin|support] | link <email> | list`: the operators of
// the marketplace (packages/platform/src/cli/operator-cli.ts), bundled and run by platform-cli.mjs.
import { runPlatformCli } from './platform-cli.mjs';

await runPlatformCli('operator-cli', process.argv.slice(2));
