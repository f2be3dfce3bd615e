import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's headless shell of Chromium where it is installed (test tools cannot download their own browser here), as
// Playwright itself runs headless journeys: the same engine without the desktop browser's user interface and GPU
// process, a third less time for the same journeys on two cores (issue 36). Else Debian's full Chromium, else
// Playwright's own; E2E_CHROMIUM names another.
const executablePath = [process.env.E2E_CHROMIUM, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => path && existsSync(path));

/**
 * The browser journeys. One server for all of them (e2e/global-setup.ts): the API on a fresh embedded
 * database with the demo content, serving the site built against it on the same port, with mail caught by
 * an SMTP server in the test run. Tests read its address from E2E_BASE_URL.
 */
const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };
// One device pixel per CSS pixel: the layout at 390 px is the same at any density, and a phone's two or three would
// have the browser draw four or nine times the pixels of every frame (issue 36: the journeys' time).
const phone = { browserName: 'chromium' as const, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const consoleJourneys = /(admin(-a11y|-pages)?|two-factor|audit)\.spec\.ts$/;
// The publishing journey starts its own server as `npm start` does, on its own data: it shares nothing with the other
// journeys, and runs beside the console's once the site's are done (its builds would slow those down to their budget).
const publishJourney = /publish\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failed journey keeps its trace: every action with the page's DOM before and after it. Without the screencast,
    // whose frames cost the browser about a fifth of the journeys' time. In CI, where a failed journey runs once more,
    // only that second run is traced: recording every journey's DOM took an eighth of the time of those that pass.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: true },
    // The console's service worker (issue 41) precaches all its files, 3 MB, in every browser that opens it: once on a
    // phone, but in every journey's new browser here. The site diary's journeys (sitelog.spec.ts) allow it.
    serviceWorkers: 'block',
    // A click or a fill waits for its element at most a minute: a wrong locator fails its journey there, not at the
    // journey's own (longer) time limit.
    actionTimeout: 60_000,
    launchOptions: {
      executablePath,
      args: executablePath
        ? ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
        : [],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [consoleJourneys, publishJourney], use: desktop },
    {
      name: 'phone',
      testIgnore: [consoleJourneys, publishJourney],
      use: phone,
      // The journeys that depend on layout run at both widths; the rest once, on the desktop.
      grep: /@phone/,
    },
    // First of the second wave, so its long builds overlap the console's journeys rather than follow them.
    { name: 'publish', testMatch: publishJourney, dependencies: ['desktop', 'phone'], use: desktop },
    // The console's journeys add and delete catalogue records, which the site's journeys compare with the pages
    // built before the run: they start once those are done.
    // @phone-only: a journey about the phone's layout, pointless at 1280 px.
    { name: 'console', testMatch: consoleJourneys, grepInvert: /@phone-only/, dependencies: ['desktop', 'phone'], use: desktop },
    { name: 'console-phone', testMatch: consoleJourneys, grep: /@phone/, dependencies: ['desktop', 'phone'], use: phone },
  ],
});
