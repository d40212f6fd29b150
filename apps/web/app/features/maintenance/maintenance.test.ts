import { SdkError } from '@mercato/sdk/sdk-error';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isConfigurationOutage, requireConfiguration } from './maintenance.ts';

describe('maintenance mode', () => {
  it('treats server errors and invalid configurations as an outage, client errors not', () => {
    expect(isConfigurationOutage(new SdkError(500, []))).toBe(true);
    expect(isConfigurationOutage(new SdkError(503, []))).toBe(true);
    expect(isConfigurationOutage(z.object({ a: z.string() }).safeParse({}).error)).toBe(true);
    expect(isConfigurationOutage(new SyntaxError('Unexpected token'))).toBe(true);
    expect(isConfigurationOutage(new SdkError(401, []))).toBe(false);
    expect(isConfigurationOutage(new SdkError(404, []))).toBe(false);
    expect(isConfigurationOutage(new TypeError('bug'))).toBe(false);
  });

  it('answers 503 with Retry-After while the configuration is unreadable, and the value once it is back', async () => {
    const thrown = await requireConfiguration(() => Promise.reject(new SdkError(500, []))).catch(
      (e: unknown) => e,
    );
    expect(
      isRouteErrorResponse(thrown) || (thrown as { type?: string }).type === 'DataWithResponseInit',
    ).toBe(true);
    const init = (thrown as { init: ResponseInit }).init;
    expect(init.status).toBe(503);
    expect(new Headers(init.headers).get('retry-after')).toBe('30');
    expect(await requireConfiguration(() => Promise.resolve('config'))).toBe('config');
    await expect(requireConfiguration(() => Promise.reject(new SdkError(401, [])))).rejects.toBeInstanceOf(
      SdkError,
    );
  });
});
