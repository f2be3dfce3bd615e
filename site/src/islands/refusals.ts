// The refusals' registry (shared refusals/words.ts: every refusal of the API, in both languages), loaded once the API
// has refused something: an account or contact page's script carries only its own checks' words (refusals/checks.ts),
// and its first task after the page is drawn is the shorter for it (issue 37: the sign-in pages' blocking time).

/** The registry, or null where it cannot be loaded (the connection lost since): the form shows its fallback words. */
export const refusalRegistry = () => import('@fitout/shared/refusals').catch(() => null);
