import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';

/**
 * Sign-in delays: failed tries slow the next one instead of locking the owner out.
 * Per account and address, after 3 failures each further try waits 1, 2, 4 … seconds (at most 15
 * minutes) after the last failure; per account, whatever the address, after 10 failures it waits
 * 1 second, doubling every 5 failures, at most 30 seconds. Failures count for an hour, or since
 * the account's last successful sign-in.
 */
export const SIGN_IN_DELAYS = {
  freePerAddress: 3,
  maxPerAddressSeconds: 15 * 60,
  freePerAccount: 10,
  doubleEveryFailures: 5,
  maxPerAccountSeconds: 30,
} as const;

/** The key failures are counted under: the user, or the lowered login when none matches. */
export function accountKey(user: { id: number } | undefined, login: string): string {
  return user ? `u:${user.id}` : `l:${login.toLowerCase()}`;
}

/** Seconds to wait after the last of `failures` by one address on one account. */
export function addressDelay(failures: number): number {
  if (failures < SIGN_IN_DELAYS.freePerAddress) return 0;
  return Math.min(
    2 ** (failures - SIGN_IN_DELAYS.freePerAddress),
    SIGN_IN_DELAYS.maxPerAddressSeconds,
  );
}

/** Seconds to wait after the last of `failures` on one account from any address. */
export function accountDelay(failures: number): number {
  if (failures < SIGN_IN_DELAYS.freePerAccount) return 0;
  const doublings = Math.floor(
    (failures - SIGN_IN_DELAYS.freePerAccount) / SIGN_IN_DELAYS.doubleEveryFailures,
  );
  return Math.min(2 ** doublings, SIGN_IN_DELAYS.maxPerAccountSeconds);
}

type Failures = {
  total: number;
  last: Date | null;
  fromAddress: number;
  lastFromAddress: Date | null;
};

/** The account's failures in the last hour since its last success, overall and from `address`. */
export async function recentFailures(
  db: Executor,
  account: string,
  address: string,
  now: Date,
): Promise<Failures> {
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const { rows } = (await db.execute(sql`
    select count(*)::int as total,
           max(created_at) as last,
           (count(*) filter (where address = ${address}))::int as from_address,
           max(created_at) filter (where address = ${address}) as last_from_address
      from login_attempts
     where account = ${account} and not succeeded
       and created_at > greatest(${hourAgo}::timestamptz, coalesce(
             (select max(created_at) from login_attempts where account = ${account} and succeeded),
             ${hourAgo}::timestamptz))`)) as { rows: Record<string, unknown>[] };
  const row = rows[0] ?? {};
  const date = (value: unknown) => (value ? new Date(value as string | Date) : null);
  return {
    total: Number(row.total ?? 0),
    last: date(row.last),
    fromAddress: Number(row.from_address ?? 0),
    lastFromAddress: date(row.last_from_address),
  };
}

/** Whole seconds the next try must still wait (0 when it may go ahead). */
export function secondsToWait(failures: Failures, now: Date): number {
  const waits = [
    failures.lastFromAddress
      ? failures.lastFromAddress.getTime() + addressDelay(failures.fromAddress) * 1000
      : 0,
    failures.last ? failures.last.getTime() + accountDelay(failures.total) * 1000 : 0,
  ];
  return Math.max(0, Math.ceil((Math.max(...waits) - now.getTime()) / 1000));
}
