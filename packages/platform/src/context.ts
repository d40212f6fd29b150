import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Dialect } from './db/database.ts';
import type { DB } from './db/schema.ts';
import type { PlatformEnv } from './env.ts';
import type { DeletionGuard } from './features/accounts/account-deletion.service.ts';
import type { TokenDeps } from './features/auth/token.service.ts';
import type { Clock } from './lib/clock.ts';
import type { PlatformMetrics } from './lib/metrics.ts';
import type { ErrorReporterPort } from './ports/error-reporter.port.ts';
import type { FileScannerPort } from './ports/file-scanner.port.ts';
import type { MailPort } from './ports/mail.port.ts';
import type { PaymentsPort } from './ports/payments.port.ts';
import type { StoragePort } from './ports/storage.port.ts';

/** What every feature of the platform is built from: one per process, shared by all requests. */
export interface PlatformContext {
  db: Kysely<DB>;
  dialect: Dialect;
  env: PlatformEnv;
  clock: Clock;
  tokens: TokenDeps;
  mail: MailPort;
  /** For services: problems worth an operator's attention that do not fail the request. */
  log: Logger;
  storage: StoragePort;
  /** The malware scan of uploaded files (`CLAMD_URL`); null when none is configured. */
  fileScanner: FileScannerPort | null;
  payments: PaymentsPort;
  /** The Redis of REDIS_URL, where instances share their request-rate limits (ADR 020); or null. */
  redis: Redis | null;
  /** Unexpected errors besides the log: Sentry with SENTRY_DSN, else nowhere (ADR 020). */
  errorReporter: ErrorReporterPort;
  /** What this process counts for GET /metrics. */
  metrics: PlatformMetrics;
  /** Checks that can veto account deletion, composed in `createContext`. */
  deletionGuards: readonly DeletionGuard[];
  /**
   * What other features let go of when an account is deleted (saved cards at Stripe), composed in
   * `createContext` like the guards; each takes the deleted user's id.
   */
  deletionSteps: readonly ((ctx: PlatformContext, userId: string) => Promise<void>)[];
}
