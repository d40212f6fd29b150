import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

/** The web app served from its sources by Vite, for `npm run dev`. */
export interface DevWeb {
  /** The app as it is now: Vite reloads changed modules, so every request renders the latest code. */
  build: () => Promise<ServerBuild>;
}

/**
 * Mounts Vite's dev server (middleware mode) in front of the web app's routes: it serves the
 * browser's modules (`/app/…`, `/@vite/client`, `/node_modules/…`) and the public folder, and hot
 * reloads pages over a WebSocket on the server's own port. Requests it does not serve — pages and
 * the API at /v1 — go on to Fastify's routes. Vite is a development dependency, loaded only here.
 */
export async function mountDevWeb(app: FastifyInstance, webRoot: string): Promise<DevWeb> {
  const vite = await import('vite');
  const server = await vite.createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => server.close());
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/v1/')) return done();
    // A request Vite answers ends here; the others continue to the routes.
    server.middlewares(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  const ssr = server.environments.ssr;
  return {
    build: async () => {
      if (!vite.isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable SSR environment');
      return (await ssr.runner.import('virtual:react-router/server-build')) as ServerBuild;
    },
  };
}
