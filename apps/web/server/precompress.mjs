// Static files go out precompressed at the highest levels, too slow to do per request (ADR 008): a
// `.gz` (level 9) and a `.br` (quality 11) beside each text file of 1 KiB or more, served as files by
// @fastify/static's preCompressed, which falls back to `.gz` and then to the file itself for a
// coding it does not find. Kept apart from build.mjs so that `npm start` can check for missing
// Brotli files without loading esbuild into the server's process.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);

/** The text files of 1 KiB or more under `dir`: the ones worth a compressed twin. */
export function compressibleFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    if (statSync(path).size >= 1024) files.push(path);
  }
  return files;
}

/** Writes `path.gz` beside each compressible file (level 9: about 0.3 s for the whole build). */
export function writeGzipFiles(dir) {
  const files = compressibleFiles(dir);
  for (const path of files) writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
  return files.length;
}

/** Compressible files under `dir` without their `.br` yet. */
export function filesMissingBrotli(dir) {
  const have = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.name.endsWith('.br')) have.add(join(entry.parentPath ?? entry.path, entry.name));
  }
  return compressibleFiles(dir).filter((path) => !have.has(`${path}.br`));
}

/**
 * Writes `path.br` (quality 11) for each compressible file under `dir` that has none, on every core
 * (zlib's thread pool). Quality 11 makes files 7–8 % smaller than quality 9 and takes 13–20
 * times as long: about 3.5 s of CPU for the whole build, 2.5 s of it MapLibre's 1.5 MB. Each file is written
 * under a temporary name and renamed, so a request never meets half a file.
 */
export async function writeBrotliFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.name.endsWith('.br.tmp')) rmSync(join(entry.parentPath ?? entry.path, entry.name));
  }
  const queue = filesMissingBrotli(dir);
  const count = queue.length;
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const source = readFileSync(path);
      const compressed = await brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      writeFileSync(`${path}.br.tmp`, compressed);
      renameSync(`${path}.br.tmp`, `${path}.br`);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return count;
}
