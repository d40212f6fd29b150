import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * A connection to the Redis of REDIS_URL (ADR 020), made for counters a request waits on: a command
 * sent while the connection is down fails at once instead of queueing (the caller falls back, and a
 * page never hangs on Redis), and one that gets no answer fails after a second. The connection
 * keeps trying to come back in the background; the log says when it is lost and when it returns,
 * once each, not at every attempt.
 */
export function connectRedis(url: string, log: Pick<Logger, 'info' | 'warn'>): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    // Reconnect after 0.1 s, 0.2 s … then every 2 s, for ever.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    // The key of every counter Mercato keeps there starts with this: one Redis may serve others.
    keyPrefix: 'mercato:',
  });
  // Said once per outage, whether the connection drops or never comes up, and once when it is back.
  let lost = false;
  const loseWith = (error?: Error) => {
    if (lost || redis.status === 'end') return;
    lost = true;
    log.warn(
      error ? { err: error } : {},
      'Redis is unreachable: request-rate limits are counted in this process until it returns',
    );
  };
  redis.on('ready', () => {
    if (lost) log.info('Redis is reachable again: request-rate limits are shared by every instance');
    lost = false;
  });
  redis.on('close', () => loseWith());
  redis.on('error', (error: Error) => loseWith(error));
  return redis;
}
