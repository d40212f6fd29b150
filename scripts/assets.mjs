// `npm run assets -- put|get|versions|delete …`: the platform's asset CLI
// (packages/platform/src/cli/assets-cli.ts), bundled and run by platform-cli.mjs.
import { runPlatformCli } from './platform-cli.mjs';

await runPlatformCli('assets-cli', process.argv.slice(2));
