import type { Readable } from 'node:stream';

/** What a malware scanner found in a file's bytes. */
export type ScanResult = { clean: true } | { clean: false; signature: string };

/**
 * An optional malware scanner the worker's file check runs after the type check (adapter: clamd).
 * `scan` reads the whole stream; it throws when the scanner could not give an answer (unreachable,
 * timed out, refused the file), so the check is tried again rather than passing an unscanned file.
 */
export interface FileScannerPort {
  /** For logs: which scanner answered. */
  readonly name: string;
  scan(bytes: Readable): Promise<ScanResult>;
}
