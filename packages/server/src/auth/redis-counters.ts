import { createClient } from 'redis';
import { windowStart, type Counters } from './rate-counter';

/**
 * Hits: INCRBY (one, or a reserved block), and on the window's first hits an expiry of one window, in one script so no
 * counter is left without its expiry. Redis runs scripts one at a time, so simultaneous hits on any
 * instance each see their own count.
 */
const HIT = `local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`;

/**
 * The limits' counters in Redis (REDIS_URL), for deployments of many instances that would rather
 * not write a row per request. Keys are `{prefix}{limit key}:{window start}` and expire one window
 * after their first hit.
 */
export async function redisCounters(options: {
  url: string;
  prefix: string;
  onError: (error: unknown) => void;
}): Promise<Counters> {
  const { prefix } = options;
  const client = createClient({ url: options.url });
  // The client reconnects by itself; its hits wait for the connection meanwhile.
  client.on('error', options.onError);
  await client.connect();
  return {
    async hit(key, windowMs, now, hits = 1) {
      const start = windowStart(now, windowMs).getTime();
      const count = await client.eval(HIT, {
        keys: [`${prefix}${key}:${start}`],
        arguments: [String(windowMs), String(hits)],
      });
      return Number(count);
    },
    prune: async () => {},
    close: async () => {
      await client.close();
    },
  };
}
