import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { bootPlatform, platformPlugin, platformRootPlugin, serverOptions } from '@mercato/platform/app';
import { createPlatformWorker } from '@mercato/platform/jobs/platform-jobs';
import { injectTransport } from '@mercato/sdk/transport';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { loadServerEnv } from './env.ts';
import { logOptionsFor } from './log-options.ts';
import { originCheck } from './origin-check.ts';
import { serverRoleOf } from './role.ts';
import { securityHeadersFor } from './security-headers.ts';
import { closeOnSignals } from './shutdown.ts';
import { startupWarnings } from './startup-warnings.ts';
import { webPlugin } from './web-plugin.ts';

/**
 * The whole marketplace in one process: platform API at /v1, web app everywhere else, the web
 * app reaching the platform in-process (Fastify inject, no socket), and the job worker (ADR 007).
 * `--role web` (or ROLE=web) leaves the worker out; `--role worker` runs only the worker.
 */
async function main(): Promise<void> {
  const env = loadServerEnv();
  const role = serverRoleOf(process.argv.slice(2), env.ROLE);
  const platform = await bootPlatform(env);
  const app = Fastify(logOptionsFor(serverOptions(env), env.NODE_ENV));
  const worker = role === 'web' ? undefined : createPlatformWorker(platform, { log: app.log });
  app.addHook('onClose', async () => {
    // Running jobs finish (or time out) before the database they use closes.
    await worker?.stop();
    await platform.database.destroy();
  });
  closeOnSignals(app, (env.WORKER_SHUTDOWN_TIMEOUT_SECONDS + 10) * 1000);
  if (role === 'worker') {
    // No socket and no routes: the instance only carries the log output and the close hooks.
    await app.ready();
    worker?.start();
    app.log.info('Mercato job worker is running (--role worker)');
    return;
  }

  const here = dirname(fileURLToPath(import.meta.url));
  const buildDir = join(here, '..', 'build');
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  for (const warning of startupWarnings(env)) app.log.warn(warning);
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

  await app.listen({ port: env.PORT, host: env.HOST });
  worker?.start();
  app.log.info(`Mercato is ready at ${env.ROOT_URL}${worker ? ' (job worker in this process)' : ''}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
