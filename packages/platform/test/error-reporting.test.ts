import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDiskStorageAdapter } from '../src/adapters/storage/disk-storage.adapter.ts';
import { defineJob, PermanentJobError } from '../src/jobs/job-definition.ts';
import { createJobRunner } from '../src/jobs/job-runner.ts';
import { scheduleJob } from '../src/jobs/jobs.service.ts';
import type { ErrorReporterPort } from '../src/ports/error-reporter.port.ts';
import type { StoragePort } from '../src/ports/storage.port.ts';
import { apiClient, buildSignup, newUser } from './api-client.ts';
import { createTestPlatform, type TestPlatform } from './harness.ts';

// Issue #31: what reaches the error reporter (Sentry with SENTRY_DSN; e2e/error-reporting.e2e.ts
// sends to a local receiver): what failed on the server's side, never a caller's mistake.

function recordingReporter() {
  const captured: { error: unknown; tags: Record<string, string> | undefined }[] = [];
  const reporter: ErrorReporterPort = {
    capture: (error, tags) => captured.push({ error, tags }),
    flush: async () => {},
  };
  return { reporter, captured };
}

/** Storage whose writes fail, as a full disk or an unreachable bucket make them. */
function failingStorage(inner: StoragePort): StoragePort {
  const fail = async () => {
    throw new Error('EIO: the storage could not be written');
  };
  return { ...inner, put: fail, putStream: fail };
}

describe('error reporting', () => {
  let platform: TestPlatform | undefined;
  afterEach(async () => {
    await platform?.close();
    platform = undefined;
  });

  it('reports an API request that failed on the server with its route, and no refusal of a caller', async () => {
    const { reporter, captured } = recordingReporter();
    const storage = failingStorage(
      createDiskStorageAdapter(join(tmpdir(), `mercato-unused-${randomUUID()}`)),
    );
    platform = await createTestPlatform('sqlite', {}, { errorReporter: reporter, storage });
    const user = await newUser(platform, buildSignup());
    const client = apiClient(platform.app);
    // A caller's mistakes: answered, not reported.
    expect((await client.get('listings/show?id=not-a-uuid', user.token)).status).toBe(400);
    expect((await client.get(`listings/show?id=${randomUUID()}`, user.token)).status).toBe(404);
    expect(captured).toEqual([]);

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const boundary = 'mercato-test-boundary';
    const upload = await platform.app.inject({
      method: 'POST',
      url: '/v1/api/images/upload',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        accept: 'application/json',
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    // The caller sees the API's error format; the reporter gets the cause and where it happened.
    expect(upload.statusCode).toBe(500);
    expect((upload.json() as { errors: { code: string }[] }).errors.map((e) => e.code)).toEqual([
      'internal-server-error',
    ]);
    expect(captured).toHaveLength(1);
    expect(captured[0]?.tags).toEqual({ area: 'api', route: 'POST /v1/api/images/upload' });
    expect(String(captured[0]?.error)).toMatch(/EIO/);
  });

  it('reports a job that failed for good, not one that will be retried', async () => {
    const { reporter, captured } = recordingReporter();
    platform = await createTestPlatform('sqlite', {}, { errorReporter: reporter });
    let attempts = 0;
    const flaky = defineJob({
      name: 'test.flaky-then-broken',
      payload: z.object({}),
      maxAttempts: 2,
      handle: async () => {
        attempts++;
        if (attempts === 1) throw new Error('a passing hiccup');
        throw new PermanentJobError('the payload names a listing that never existed');
      },
    });
    await scheduleJob(platform.ctx, flaky, {});
    const runner = createJobRunner(platform.ctx, { jobs: [flaky] });
    await runner.runDue();
    expect(captured).toEqual([]);
    platform.clock.advance(60 * 60_000);
    await runner.runDue();
    expect(captured).toHaveLength(1);
    expect(captured[0]?.tags).toEqual({ area: 'job', job: 'test.flaky-then-broken' });
    expect(String(captured[0]?.error)).toMatch(/never existed/);
  });
});
