// The answers the customer area's page asked for before its scripts arrived (lib/earlySession.ts writes that inline
// script): the session's refresh and, with its token, the profile and the reads of the screen at the page's address.
// Each is taken once; a page without the script, or a second caller, gets nothing and asks the usual way.
import type { SessionAnswer } from '@fitout/shared/session';

/** The global the inline script leaves its answers under. */
export const EARLY_SESSION_KEY = '__fitoutEarlySession';

/** The profile read's answer, with the user it was read for (the access token's). */
export type EarlyProfile = SessionAnswer & { userId: number };

type Early = {
  refresh?: Promise<SessionAnswer>;
  profile?: Promise<EarlyProfile | null>;
  /** The screen's reads by their path under the API's prefix (relativePathOf), null where no token was answered. */
  reads?: Record<string, Promise<SessionAnswer | null> | undefined>;
};

const holder = globalThis as unknown as Record<string, Early | undefined>;
const early = (): Early | undefined => holder[EARLY_SESSION_KEY];

/** Once every answer is taken, nothing is left for a second caller. */
function tidy(answers: Early) {
  if (!answers.refresh && !answers.profile && Object.keys(answers.reads ?? {}).length === 0) delete holder[EARLY_SESSION_KEY];
}

function take<Key extends 'refresh' | 'profile'>(key: Key): Early[Key] {
  const answers = early();
  if (!answers) return undefined;
  const answer = answers[key];
  delete answers[key];
  tidy(answers);
  return answer;
}

/** The early refresh's answer, once. */
export const takeEarlyRefresh = () => take('refresh');

/** The early profile read's answer for `userId`, once; null when it was not made, failed or was for someone else. */
export async function takeEarlyProfile(userId: number): Promise<unknown> {
  const answer = await take('profile')?.catch(() => null);
  return answer?.ok && answer.userId === userId ? answer.body : null;
}

/**
 * The early read of `path` (under the API's prefix, as relativePathOf writes it), taken once, when it succeeded; else
 * `ask()`: without one, or for a refusal or a failure, which the island then meets and handles as it always does. The
 * reads were made with the token of the refresh the area takes, so for the user it signs in.
 */
export function earlyOr<T>(path: string, ask: () => Promise<T>): Promise<T> {
  const answers = early();
  const answer = answers?.reads?.[path];
  if (!answers?.reads || !answer) return ask();
  delete answers.reads[path];
  tidy(answers);
  return answer.then((read) => (read?.ok ? (read.body as T) : ask()), ask);
}
