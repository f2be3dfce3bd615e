/**
 * A toast that outlives the screen that raised it: "signed in" is shown by the console once it opens after the
 * login page, "logged out" by the login page the console hands over to.
 */
export type PendingNotice = { message: string; type: 'success' | 'error' | 'info'; autoHideDuration: number };

let pending: PendingNotice | null = null;

export function leaveNotice(notice: PendingNotice) {
  pending = notice;
}

export function peekNotice(): PendingNotice | null {
  return pending;
}

/** Forgets the notice once shown (only that one: a newer one stays). */
export function noticeShown(notice: PendingNotice | null) {
  if (notice && pending === notice) pending = null;
}
