import { createPlatformMetrics } from '@mercato/platform/lib/metrics';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequests } from './request-metrics.ts';

// GET /metrics labels requests by route pattern, never by raw path (ADR 020): few labels however
// many listings and files there are; and the pages' in-process API calls are not counted twice.

/** The route tree of a build, as React Router's server build lists it. */
const build = {
  routes: {
    root: { id: 'root', path: '' },
    'routes/landing': { id: 'routes/landing', parentId: 'root', index: true },
    'routes/listing': { id: 'routes/listing', parentId: 'root', path: 'l/:slug/:id' },
    'routes/account': { id: 'routes/account', parentId: 'root', path: 'account' },
    'routes/account-email': { id: 'routes/account-email', parentId: 'routes/account', path: 'email' },
  },
} as unknown as ServerBuild;

describe('countRequests', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it('labels API routes, pages, static files and unknown paths by pattern; in-process calls are not counted', async () => {
    const metrics = createPlatformMetrics();
    const app = Fastify();
    apps.push(app);
    const counted = countRequests(app, metrics);
    counted.labelPages(build);
    app.get('/v1/api/listings/show', async () => ({ ok: true }));
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request) => {
        if (request.routeOptions.url !== '/*') counted.markStatic(request);
      });
      scope.get('/assets/app-1234.js', async () => 'console.log(1)');
      scope.get('/*', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const path of [
      '/v1/api/listings/show?id=1',
      '/',
      '/l/walnut-board/0f1e',
      '/l/tennis-court/9a8b',
      '/account/email',
      '/assets/app-1234.js',
      '/nowhere/at/all',
    ]) {
      expect((await fetch(`${base}${path}`)).status).toBe(200);
    }
    await app.inject({ method: 'GET', url: '/v1/api/listings/show' });

    const text = await metrics.registry.metrics();
    const count = (route: string) =>
      Number(
        new RegExp(
          `^mercato_http_requests_total\\{method="GET",route="${route}",status="200"\\} (\\d+)$`,
          'm',
        ).exec(text)?.[1] ?? 0,
      );
    expect(count('/v1/api/listings/show')).toBe(1);
    expect(count('/')).toBe(1);
    expect(count('/l/:slug/:id')).toBe(2);
    expect(count('/account/email')).toBe(1);
    expect(count('static')).toBe(1);
    expect(count('page:unmatched')).toBe(1);
    expect(text).not.toContain('walnut-board');
    expect(text).toMatch(
      /^mercato_http_request_duration_seconds_count\{method="GET",route="\/l\/:slug\/:id",status="200"\} 2$/m,
    );
  });

  it('labels a path asked for again, after thousands of others, and by the routes of a new build', async () => {
    const metrics = createPlatformMetrics();
    const app = Fastify();
    apps.push(app);
    const counted = countRequests(app, metrics);
    counted.labelPages(build);
    app.get('/*', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const paths = Array.from({ length: 2100 }, (_, i) => `/l/listing-${i}/${i}`);
    for (const path of [...paths, '/l/listing-0/0', '/account/email', '/account/email']) {
      expect((await fetch(`${base}${path}`)).status).toBe(200);
    }
    // A build whose account pages moved: the kept labels go with the old build.
    counted.labelPages({
      routes: { ...build.routes, 'routes/account': { ...build.routes['routes/account']!, path: 'me' } },
    } as unknown as ServerBuild);
    expect((await fetch(`${base}/account/email`)).status).toBe(200);
    const text = await metrics.registry.metrics();
    const count = (route: string) =>
      Number(
        new RegExp(`route="${route.replace(/[/]/g, '\\/')}",status="200"\\} (\\d+)$`, 'm').exec(text)?.[1] ??
          0,
      );
    expect(count('/l/:slug/:id')).toBe(2101);
    expect(count('/account/email')).toBe(2);
    expect(count('page:unmatched')).toBe(1);
  });
});
