import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import SQLite from 'better-sqlite3';
import { create as createTar, extract as extractTar } from 'tar';
import { z } from 'zod';
import { createStorageAdapter } from '../adapters/storage/create-storage-adapter.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { countMarketplaceRecords, newestMigration } from '../db/record-counts.ts';
import { type PlatformEnv, parsePlatformEnv } from '../env.ts';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file> [--force]` (issue #31, docs/deploy.md):
 * the marketplace of DATABASE_URL (and, on disk storage, its uploaded images and files) in one
 * archive, and back.
 *
 * - SQLite is copied with SQLite's online backup, in one step: a consistent copy while the server
 *   goes on reading and writing. PostgreSQL is dumped with `pg_dump` (custom format), consistent
 *   by its own snapshot, and restored with `pg_restore`.
 * - Uploads under STORAGE_DIR are copied after the database, so every object a row names is there
 *   (one uploaded meanwhile is an orphan the cleanup jobs remove). With STORAGE=s3 the bucket is
 *   not copied: back it up with the store's own versioning or replication.
 * - A restore refuses to overwrite a marketplace that has data unless told `--force`, then brings
 *   the restored database up to this version's migrations. Uploads restored into STORAGE=s3 are
 *   put in the bucket (a way from one machine's disk to several machines' S3).
 */
export const USAGE = `Usage:
  npm run backup -- <file>              the database of DATABASE_URL and the uploads of STORAGE_DIR into <file> (a .tar.gz)
  npm run restore -- <file> [--force]   the marketplace of <file> into DATABASE_URL and storage; --force replaces one that has data (stop its servers first)`;

const FORMAT = 'mercato-backup';

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The newest migration the database had. */
  migration: z.string().nullable(),
  storage: z.enum(['disk', 's3']),
  /** Objects under uploads/ (disk storage only). */
  uploads: z.number().int().min(0),
  counts: z.record(z.string(), z.number()),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/** A refusal or failure of the command, said to the operator (no stack trace). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** Runs a PostgreSQL client tool; its stderr becomes the error when it fails. */
async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number>((resolveCode, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found. Install PostgreSQL's client tools of your server's major version ` +
                `(Debian: apt-get install postgresql-client), or use your provider's backups (docs/deploy.md).`,
            )
          : error,
      ),
    );
    child.once('close', (exitCode) => resolveCode(exitCode ?? 1));
  });
  if (code !== 0) throw new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`);
}

/** Every file under `dir`, as paths relative to it, leaving out unfinished writes (`*.tmp`). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.includes('.tmp'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Writes the backup of `env`'s marketplace to `file`; what it holds. */
export async function backup(env: PlatformEnv, file: string): Promise<BackupManifest> {
  const target = resolve(file);
  const work = await mkdtemp(join(tmpdir(), 'mercato-backup-'));
  const database = openDatabase(env.DATABASE_URL);
  try {
    const databaseFile = join(work, DATABASE_FILE[database.dialect]);
    if (database.backupTo) await database.backupTo(databaseFile);
    else
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${databaseFile}`,
        env.DATABASE_URL,
      ]);
    // The counts are read after the copy: a running marketplace has at least these in the backup.
    const counts = await countMarketplaceRecords(database.db);
    const uploads = env.STORAGE === 'disk' ? await filesUnder(resolve(env.STORAGE_DIR)) : [];
    for (const path of uploads) {
      await cp(join(resolve(env.STORAGE_DIR), path), join(work, 'uploads', path), {
        preserveTimestamps: true,
      });
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      dialect: database.dialect,
      migration: await newestMigration(database.db),
      storage: env.STORAGE,
      uploads: uploads.filter((path) => !path.endsWith('.type')).length,
      counts,
    };
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    const entries = [
      'manifest.json',
      DATABASE_FILE[database.dialect],
      ...(uploads.length > 0 ? ['uploads'] : []),
    ];
    await createTar({ file: partial, gzip: true, cwd: work, portable: true }, entries);
    // Whole or not at all: a backup cut short never passes for one.
    await rename(partial, target);
    return manifest;
  } finally {
    await database.destroy();
    await rm(work, { recursive: true, force: true });
  }
}

/** Whether the database of `url` holds a marketplace with any users or listings. */
async function hasData(url: string): Promise<boolean> {
  if (url.startsWith('file:') && !existsSync(url.slice('file:'.length))) return false;
  const database = openDatabase(url);
  try {
    const counts = await countMarketplaceRecords(database.db).catch(() => null);
    return counts !== null && (counts.users ?? 0) + (counts.listings ?? 0) > 0;
  } finally {
    await database.destroy();
  }
}

/** Restores the backup in `file` into `env`'s database and storage; what it held. */
export async function restore(
  env: PlatformEnv,
  file: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`${file}: no such file`);
  const work = await mkdtemp(join(tmpdir(), 'mercato-restore-'));
  try {
    await extractTar({ file: source, cwd: work, strict: true }).catch((error: unknown) => {
      throw new BackupError(
        `${file}: not a Mercato backup (${error instanceof Error ? error.message : error})`,
      );
    });
    const manifestText = await readFile(join(work, 'manifest.json'), 'utf8').catch(() => {
      throw new BackupError(`${file}: not a Mercato backup (no manifest.json)`);
    });
    const parsed = ManifestSchema.safeParse(JSON.parse(manifestText));
    if (!parsed.success) throw new BackupError(`${file}: not a Mercato backup this version can read`);
    const manifest = parsed.data;
    const dialect = env.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres';
    if (manifest.dialect !== dialect) {
      throw new BackupError(
        `${file} is a ${manifest.dialect} backup and DATABASE_URL is ${dialect}: restore it into a ${manifest.dialect} database.`,
      );
    }
    if (!options.force && (await hasData(env.DATABASE_URL))) {
      throw new BackupError(
        'DATABASE_URL already holds a marketplace. Stop its servers and run again with --force to replace it.',
      );
    }
    const databaseFile = join(work, DATABASE_FILE[dialect]);
    if (dialect === 'sqlite') {
      const path = resolve(env.DATABASE_URL.slice('file:'.length));
      await mkdir(dirname(path), { recursive: true });
      for (const suffix of ['', '-wal', '-shm']) await rm(`${path}${suffix}`, { force: true });
      const copy = new SQLite(databaseFile, { readonly: true });
      try {
        await copy.backup(path, { progress: () => 0x7fffffff });
      } finally {
        copy.close();
      }
    } else {
      await runTool('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        `--dbname=${env.DATABASE_URL}`,
        databaseFile,
      ]);
    }
    await restoreUploads(env, join(work, 'uploads'), options);
    const database = openDatabase(env.DATABASE_URL);
    try {
      await migrateToLatest(database.db);
    } finally {
      await database.destroy();
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The uploads of a backup into STORAGE_DIR, or into the bucket with STORAGE=s3. */
async function restoreUploads(env: PlatformEnv, from: string, options: { force: boolean }): Promise<void> {
  const files = await filesUnder(from);
  if (files.length === 0) return;
  if (env.STORAGE === 'disk') {
    const dir = resolve(env.STORAGE_DIR);
    if (!options.force && (await filesUnder(dir)).length > 0) {
      throw new BackupError(
        `${env.STORAGE_DIR} already holds uploads. Run again with --force to replace them.`,
      );
    }
    await rm(dir, { recursive: true, force: true });
    await cp(from, dir, { recursive: true, preserveTimestamps: true });
    return;
  }
  const storage = createStorageAdapter(env);
  for (const path of files.filter((name) => !name.endsWith('.type'))) {
    const key = path.split(sep).join('/');
    const contentType = await readFile(join(from, `${path}.type`), 'utf8').catch(
      () => 'application/octet-stream',
    );
    await storage.put(key, { data: await readFile(join(from, path)), contentType });
  }
}

function summary(manifest: BackupManifest): string {
  const counts = Object.entries(manifest.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  const uploads =
    manifest.storage === 'disk'
      ? `${manifest.uploads} uploaded objects`
      : 'uploads in the S3 bucket, not in this file (back the bucket up with the store)';
  return `${manifest.dialect} database (${counts}); ${uploads}; taken ${manifest.createdAt}`;
}

/** `backup <file>` or `restore <file> [--force]`; prints what was done. */
export async function main(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv;
  if ((command !== 'backup' && command !== 'restore') || !file || rest.some((arg) => arg !== '--force')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const env = parsePlatformEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
    if (command === 'backup') {
      const manifest = await backup(env, file);
      const { size } = await stat(resolve(file));
      process.stdout.write(
        `Backed up to ${file} (${(size / 1024 / 1024).toFixed(1)} MB): ${summary(manifest)}\n`,
      );
    } else {
      const manifest = await restore(env, file, { force: rest.includes('--force') });
      process.stdout.write(`Restored ${file}: ${summary(manifest)}\n`);
    }
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
