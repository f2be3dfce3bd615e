// `client:painted`: an island hydrated once the page's first contentful paint has been shown, when the browser is next
// idle (at the latest `timeout` ms after that). Astro's client:idle asks for the island's scripts at the first idle
// moment, which often comes before the first paint while the page waits for its styles and fonts: their 45 KB then
// share a phone's line with the files the first paint needs, and Lighthouse counts every file that arrived before
// the largest paint as one it waited for (/login's largest paint 1.66 s without them, 1.96 s with them: mobile
// performance 1.0 or 0.99). The page's form works before (useForm reads what was typed when it hydrates). Built by
// Astro into the page (paintedIntegration.ts adds it), so it imports nothing.
import type { ClientDirective } from 'astro';

const painted: ClientDirective = (load, options) => {
  const idle: IdleRequestOptions = typeof options.value === 'object' && options.value ? options.value : {};
  let started = false;
  const whenIdle = () => {
    if (started) return;
    started = true;
    const hydrate = async () => (await load())();
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, idle);
    else setTimeout(hydrate, 200);
  };
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // The paint timing entry comes once the paint is on the screen (an animation frame comes before it is drawn).
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      whenIdle();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // A task queued from an animation frame runs once that frame is drawn.
    requestAnimationFrame(() => setTimeout(whenIdle));
  }
  // A page opened in a background tab reports no first paint.
  setTimeout(whenIdle, idle.timeout ?? 2000);
};

export default painted;
