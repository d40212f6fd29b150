import type { FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logOptionsFor } from './log-options.ts';

const options: FastifyServerOptions = { logger: { level: 'info' }, bodyLimit: 1024 };

describe('logOptionsFor', () => {
  it('keeps the JSON lines of pino in production', () => {
    expect(logOptionsFor(options, 'production')).toBe(options);
  });

  it('prints readable lines elsewhere, with the same level and other options', () => {
    const readable = logOptionsFor(options, 'development');
    expect(readable.bodyLimit).toBe(1024);
    expect(readable.logger).toMatchObject({ level: 'info', stream: expect.anything() });
  });

  it('leaves a silenced logger silent', () => {
    const silent: FastifyServerOptions = { logger: false };
    expect(logOptionsFor(silent, 'development')).toBe(silent);
  });
});
