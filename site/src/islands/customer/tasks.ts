// The customer area's work split into tasks (issue 37: blocking time): a phone answers a tap between two tasks, not
// inside one, so what the area does on its start is done in several short ones rather than one long one.

/** Settles in a task of its own, once the browser has had its turn. */
export const nextTask = () => new Promise<void>((go) => setTimeout(go));

/** A promise's outcome as Promise.allSettled gives it, taken at once, so that a failure counts as handled. */
export const settled = <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> =>
  promise.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );

/** A settled read's value, or null when it failed. */
export const settledValue = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

/**
 * Runs `then` in the frame after the next one: the next frame shows what was just drawn (its animation-frame callbacks
 * run before it is painted), the one after it comes once that frame is on the screen.
 */
export const afterNextFrame = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
