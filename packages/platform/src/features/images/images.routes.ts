import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';

/** `images/upload` (mounted under /v1). */
export async function imagesRoutes(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
