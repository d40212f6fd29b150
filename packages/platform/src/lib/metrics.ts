import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** How busy a connection pool is (PostgreSQL; SQLite has one connection and no pool). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * What a process counts for GET /metrics (Prometheus text, ADR 020): its HTTP requests, the jobs it
 * ran, its database pool and, once `collectProcessMetrics` is called, Node's own (event-loop lag,
 * memory, CPU). One registry per platform context, so tests never share counts.
 */
export interface PlatformMetrics {
  registry: Registry;
  /** A finished HTTP request: its route pattern (never the raw path), method and status. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** A finished job attempt: succeeded, retried (will run again) or failed (for good). */
  observeJob(job: string, outcome: 'succeeded' | 'retried' | 'failed', seconds: number): void;
  /** A job was claimed `seconds` after it was due. */
  observeJobLag(job: string, seconds: number): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

export function createPlatformMetrics(): PlatformMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'mercato_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'mercato_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'mercato_job_runs_total',
    help: 'Job attempts finished, by job name and outcome (succeeded, retried, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'mercato_job_duration_seconds',
    help: 'How long a job attempt ran, by job name',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobLag = new Histogram({
    name: 'mercato_job_lag_seconds',
    help: 'How long after it was due a job was claimed by a worker, by job name',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    observeJob(job, outcome, seconds) {
      jobs.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
    observeJobLag(job, seconds) {
      jobLag.observe({ job }, Math.max(0, seconds));
    },
  };
}

/**
 * Adds what only a running server has: Node's own metrics (event-loop lag, heap, CPU, handles) and
 * the database pool's use, read when scraped. Not for tests' contexts: the event-loop monitor would
 * keep running.
 */
export function collectProcessMetrics(metrics: PlatformMetrics, poolUse: (() => PoolUse) | undefined): void {
  collectDefaultMetrics({ register: metrics.registry, prefix: 'mercato_' });
  if (!poolUse) return;
  new Gauge({
    name: 'mercato_db_pool_connections',
    help: 'Database pool connections by state: in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    collect() {
      const use = poolUse();
      this.set({ state: 'in_use' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
}
