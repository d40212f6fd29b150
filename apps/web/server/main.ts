import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { bootPlatform, platformPlugin, platformRootPlugin, serverOptions } from '@mercato/platform/app';
import { injectTransport } from '@mercato/sdk/transport';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { loadServerEnv } from './env.ts';
import { logOptionsFor } from './log-options.ts';
import { originCheck } from './origin-check.ts';
import { securityHeadersFor } from './security-headers.ts';
import { startupWarnings } from './startup-warnings.ts';
import { webPlugin } from './web-plugin.ts';

/**
 * The whole marketplace in one process: platform API at /v1, web app everywhere else, the web
 * app reaching the platform in-process (Fastify inject, no socket).
 */
async function main(): Promise<void> {
  const env = loadServerEnv();
  const here = dirname(fileURLToPath(import.meta.url));
  const buildDir = join(here, '..', 'build');
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;

  const platform = await bootPlatform(env);
  const app = Fastify(logOptionsFor(serverOptions(env), env.NODE_ENV));
  for (const warning of startupWarnings(env)) app.log.warn(warning);
  app.addHook('onClose', async () => platform.database.destroy());
  const securityHeaders = securityHeadersFor(env.ROOT_URL);
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });

  // Before any route, so every state-changing request outside /v1 is checked, whoever handles it.
  app.addHook('onRequest', originCheck(env.ROOT_URL));

  await app.register(platformPlugin, { prefix: '/v1', ctx: platform });
  await app.register(platformRootPlugin, { ctx: platform });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: join(buildDir, 'client'),
      wildcard: false,
      // Hashed build assets never change; other public files may.
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        const immutable = path.includes(join('client', 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    await scope.register(webPlugin, {
      build,
      transportFor: (clientIp) => injectTransport((opts) => app.inject(opts), clientIp),
      clientId: env.CLIENT_ID,
      clientSecret: env.CLIENT_SECRET,
      rootUrl: env.ROOT_URL,
      identityProviders: env.IDPS,
      cookie: {
        secure: env.ROOT_URL.startsWith('https://'),
        maxAgeSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86_400,
      },
      // Always the production handler: we serve a built app, and error details must not reach pages.
      mode: 'production',
    });
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Mercato is ready at ${env.ROOT_URL}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
