// The order page's dates and sums need the browser's locale and time-zone data, which a page's first Intl object loads:
// 20 to 40 ms of a desktop's main thread, four times that on a phone, and the longest task of the order page's load
// (issue 37: blocking time). A worker makes the same formatters while the order is read: the data it loads is the
// browser's, shared by its threads, so that the page's own formatters then take a tenth of a millisecond.

/** The longest the order waits to be drawn for the formatters: past it, the page makes its own. */
const READY_WAIT_MS = 300;

const ready = new Map<'en' | 'ar', Promise<void>>();

/**
 * Settles once a worker has made the formatters of `lang` (once a page), or after READY_WAIT_MS, or at once where no
 * worker starts (the page then makes them when it first writes a date).
 */
export function formatsReady(lang: 'en' | 'ar'): Promise<void> {
  let made = ready.get(lang);
  if (!made) {
    made = new Promise<void>((settle) => {
      let worker: Worker | undefined;
      let finished = false;
      const done = () => {
        finished = true;
        clearTimeout(cap);
        worker?.terminate();
        settle();
      };
      const cap = setTimeout(done, READY_WAIT_MS);
      // In a task of its own: starting a worker is a few milliseconds of the page's thread, and the page asks for its
      // first read in the task that asks for the formatters.
      setTimeout(() => {
        if (finished) return;
        try {
          worker = new Worker(new URL('./warm-formats.worker.ts', import.meta.url), { type: 'module' });
          worker.onmessage = done;
          worker.onerror = done;
          worker.postMessage(lang);
        } catch {
          done();
        }
      });
    });
    ready.set(lang, made);
  }
  return made;
}
