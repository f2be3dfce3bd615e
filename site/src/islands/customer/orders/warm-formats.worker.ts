// Makes the order page's formatters in a worker (orders/warmFormats.ts): the browser's locale and time-zone data they
// load is shared by its threads, so the page's own are then quick to make.
import { warmFormats } from '@fitout/shared';

self.onmessage = (event: MessageEvent<'en' | 'ar'>) => {
  warmFormats(event.data);
  self.postMessage('warm');
};
