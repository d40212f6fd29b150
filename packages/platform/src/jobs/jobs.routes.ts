import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context.ts';
import { sendDevPage } from '../http/dev-page.ts';
import { listJobs } from './jobs.service.ts';
import { JOBS_PAGE_CSP, presentJobsPage } from './jobs-page.presenter.ts';

const PAGE_LIMIT = 100;

/** The read-only `/_jobs` page (development only: `platformRootPlugin` leaves it out in production). */
export async function jobsPageRoutes(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  app.get('/_jobs', async (_request, reply) => {
    const overview = await listJobs(ctx, PAGE_LIMIT);
    return sendDevPage(reply, 200, presentJobsPage({ ...overview, limit: PAGE_LIMIT }), JOBS_PAGE_CSP);
  });
}
