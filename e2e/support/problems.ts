// What goes wrong on a page that a visitor would not see: a script or style the Content Security Policy blocks, an
// error in the console, an uncaught exception. The scans of every kind of page (a11y, accounts-a11y, admin-a11y) and
// csp.spec.ts listen while they visit, so that each page is loaded once for both checks.
import type { Page } from '@playwright/test';

export type Problem = { url: string; problem: string };

/** Collects what goes wrong on the page, whichever document it loads next; check with `expect(...).toEqual([])`. */
export async function listenForProblems(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  const here = () => new URL(page.url()).pathname;
  await page.exposeFunction('reportViolation', (url: string, text: string) => problems.push({ url, problem: text }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (url: string, text: string) => void }).reportViolation(
        location.pathname,
        `CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The not-found page is answered with its status, which the browser logs about the document itself.
    if (/Failed to load resource: .*404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push({ url: here(), problem: `console: ${message.text()}` });
  });
  page.on('pageerror', (error) => problems.push({ url: here(), problem: `uncaught: ${error.message}` }));
  return problems;
}
