import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseAssetJson } from '@mercato/core/assets/asset-documents';
import type { PlatformContext } from '../context.ts';
import { assetVersions, deleteAsset, getAsset, writeAsset } from '../features/assets/assets.service.ts';
import { type CliResult, describeCliError, runCliMain } from './cli-main.ts';

/**
 * `npm run assets -- <command>`: the operator's way to change hosted assets without code, straight
 * on the database of DATABASE_URL (the running server sees a change within seconds, no restart).
 *
 *   put <path> <file>        store <file> (JSON) as the new version of <path>
 *   get <path> [--version v] print a document (latest, or of version v)
 *   versions [--limit n]     list stored versions, newest first
 *   delete <path>            remove a document (answers 404 from the next version on)
 */
export const USAGE = `Usage: npm run assets -- <command>
  put <path> <file>          store <file> (JSON) as the new version of <path>
  get <path> [--version v]   print the document at <path> (latest, or of version v)
  versions [--limit n]       list stored versions, newest first
  delete <path>              remove the document at <path>

Paths look like content/pages/about.json. Write the marketplace configuration as mercato/config.json;
its parts (design/branding.json, listings/listing-types.json…) are generated from it.`;

function optionOf(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Runs one command against a platform context. */
export async function runAssetsCommand(ctx: PlatformContext, args: string[]): Promise<CliResult> {
  const [command, path, file] = args;
  const ok = (stdout: string): CliResult => ({ code: 0, stdout, stderr: '' });
  const fail = (stderr: string, code = 1): CliResult => ({ code, stdout: '', stderr });
  try {
    switch (command) {
      case 'put': {
        if (!path || !file) return fail(USAGE, 2);
        // `npm run` moves to the repository root; a relative file is the caller's.
        const filePath = resolve(process.env.INIT_CWD ?? process.cwd(), file);
        if (!existsSync(filePath)) return fail(`No such file: ${file}`);
        const parsed = parseAssetJson(readFileSync(filePath, 'utf8'));
        if (!parsed.ok) return fail(`Refused ${file}: ${parsed.message}. Nothing changed.`);
        const version = await writeAsset(ctx, path, parsed.value, 'cli');
        return ok(`Stored ${path}; latest is now ${version}\n`);
      }
      case 'get': {
        if (!path) return fail(USAGE, 2);
        const asset = await getAsset(ctx, path, optionOf(args, '--version'));
        return ok(`${JSON.stringify(asset.data, null, 2)}\n`);
      }
      case 'versions': {
        const limit = Number(optionOf(args, '--limit') ?? 20);
        const versions = await assetVersions(ctx, Number.isInteger(limit) ? limit : 20);
        if (versions.length === 0) return ok('No stored versions yet: every asset is a default.\n');
        return ok(
          versions
            .map((v) => `${v.id}  ${v.createdAt.toISOString()}  ${v.source.padEnd(9)}  ${v.paths.join(', ')}`)
            .join('\n')
            .concat('\n'),
        );
      }
      case 'delete': {
        if (!path) return fail(USAGE, 2);
        const version = await deleteAsset(ctx, path, 'cli');
        return ok(`Deleted ${path}; latest is now ${version}\n`);
      }
      default:
        return fail(USAGE, 2);
    }
  } catch (error) {
    return fail(`Refused: ${describeCliError(error)}\nNothing changed.`);
  }
}

/** The CLI's entry (`runCliMain`: environment, migrations, the database of DATABASE_URL). */
export function main(argv: string[]): Promise<number> {
  return runCliMain(argv, runAssetsCommand);
}
