import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';

/** The `/_mail` page listing stored messages (development; mounted at the site root). */
export async function mailOutboxRoutes(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
