// The answers the customer area's page asked for before its scripts arrived (lib/earlySession.ts writes that inline
// script): the session's refresh and, with its token, the profile. Each is taken once; a page without the script, or
// a second caller, gets nothing and asks the usual way.
import type { SessionAnswer } from '@fitout/shared/session';

/** The global the inline script leaves its answers under. */
export const EARLY_SESSION_KEY = '__fitoutEarlySession';

/** The profile read's answer, with the user it was read for (the access token's). */
export type EarlyProfile = SessionAnswer & { userId: number };

type Early = { refresh?: Promise<SessionAnswer>; profile?: Promise<EarlyProfile | null> };

function take<Key extends keyof Early>(key: Key): Early[Key] {
  const holder = globalThis as unknown as Record<string, Early | undefined>;
  const early = holder[EARLY_SESSION_KEY];
  if (!early) return undefined;
  const answer = early[key];
  delete early[key];
  if (!early.refresh && !early.profile) delete holder[EARLY_SESSION_KEY];
  return answer;
}

/** The early refresh's answer, once. */
export const takeEarlyRefresh = () => take('refresh');

/** The early profile read's answer for `userId`, once; null when it was not made, failed or was for someone else. */
export async function takeEarlyProfile(userId: number): Promise<unknown> {
  const answer = await take('profile')?.catch(() => null);
  return answer?.ok && answer.userId === userId ? answer.body : null;
}
