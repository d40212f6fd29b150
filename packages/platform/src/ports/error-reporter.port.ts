/** Where unexpected errors go besides the log (ADR 020): an error tracker such as Sentry, or nowhere. */
export interface ErrorReporterPort {
  /**
   * Reports an error nobody expected: an API answer of 500, a page that failed to render, a job that
   * failed for good. `tags` say where (`area: api | web | job`, the route, the job's name).
   */
  capture(error: unknown, tags?: Record<string, string>): void;
  /** Sends what is still queued, waiting at most `timeoutMs` (before the process exits). */
  flush(timeoutMs: number): Promise<void>;
}

/** The default: errors are in the log only. */
export const logOnlyErrorReporter: ErrorReporterPort = {
  capture() {},
  flush: async () => {},
};
