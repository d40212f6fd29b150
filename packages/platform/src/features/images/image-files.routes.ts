import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';

/** Serves image variant files (mounted at the site root). */
export async function imageFilesRoutes(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
