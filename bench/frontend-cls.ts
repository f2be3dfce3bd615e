// Cumulative Layout Shift of one page at one width, as browsers report it: 'layout-shift' entries without recent
// input, grouped in session windows (a gap under 1 s, at most 5 s long), the largest window being the CLS.
import type { Browser } from '@playwright/test';

type Shift = { value: number; startTime: number; sources: string[] };

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Runs in the page before its own scripts: records every shift with the elements that moved. */
function observeShifts() {
  const shifts: Shift[] = [];
  window.__layoutShifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const id = node.id ? `#${node.id}` : '';
    const classes = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    return `${node.tagName.toLowerCase()}${id}${classes}`;
  };
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(
        (source) =>
          `${describe(source.node)} y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`,
      );
      shifts.push({ value: entry.value, startTime: entry.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The largest session window's sum. */
export function sessionWindowCls(shifts: { value: number; startTime: number }[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Lighthouse's connections (throttling.mobileSlow4G and the desktop preset), applied for real through the DevTools
 * protocol: on localhost fonts and images arrive before the first paint and hide the shifts a visitor would see.
 */
const CONNECTIONS = {
  phone: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8, cpu: 4 },
  desktop: { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8, cpu: 1 },
};

/**
 * Loads the page in a fresh context `width` px wide (a phone's screen below 600 px, on a phone's connection and CPU,
 * as Lighthouse emulates them), waits for load and two more seconds, scrolls through it once, and returns its CLS.
 */
export async function measureCls(browser: Browser, url: string, width: number, verbose = false): Promise<number> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeShifts);
    const { cpu, ...network } = CONNECTIONS[phone ? 'phone' : 'desktop'];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await wait(2_000);
    // Once down the page a screen at a time, so lazy images and late content come into view.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = phone ? 700 : 650;
    for (let y = step; y < height + step; y += step) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await wait(250);
    }
    await wait(1_000);
    const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
    const cls = sessionWindowCls(shifts);
    if (verbose) {
      console.log(`CLS at ${width} px: ${cls.toFixed(4)} from ${shifts.length} shifts`);
      for (const shift of shifts)
        console.log(`  ${shift.startTime.toFixed(0).padStart(6)} ms  ${shift.value.toFixed(4)}  ${shift.sources.join('; ')}`);
    }
    return cls;
  } finally {
    await context.close();
  }
}
