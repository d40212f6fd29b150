import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { listJobs } from './jobs.service.ts';
import { JOBS_PAGE_CSP, presentJobsPage } from './jobs-page.presenter.ts';

const PAGE_LIMIT = 100;

/** The read-only `/_jobs` page (development only: `platformRootPlugin` leaves it out in production). */
export async function jobsPageRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  app.get('/_jobs', async (_request, reply) => {
    const overview = await listJobs(ctx, PAGE_LIMIT);
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', JOBS_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(presentJobsPage({ ...overview, limit: PAGE_LIMIT }));
  });
}
