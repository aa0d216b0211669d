import type { Actor } from '../../auth/access';
import { refused } from '../../http/errors';
import { ADMIN_MESSAGES } from '../../http/messages';

/** 400 unless the actor is a developer-level user (spec 002 §6: app version, error log, API log). */
export function requireDeveloper(actor: Actor): void {
  if (!actor.user.isDeveloper) throw refused(ADMIN_MESSAGES.developerOnly);
}

const PLATFORMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Spec 002 §3 userAgent: the platform and browser a user-agent string names ('Other' when unknown). */
export function userAgentOf(agent: string | null): { platform: string; browser: string } | null {
  if (!agent) return null;
  const find = (list: [RegExp, string][]) =>
    list.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Other';
  return { platform: find(PLATFORMS), browser: find(BROWSERS) };
}
