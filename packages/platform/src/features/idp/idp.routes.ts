import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context.ts';

/** Identity-provider login and signup: `POST /v1/auth/auth_with_idp`, `current_user/create_with_idp`. */
export async function idpRoutes(_app: FastifyInstance, _ctx: PlatformContext): Promise<void> {}
