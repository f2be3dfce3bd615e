// axe-core scans for the journeys: the serious and critical violations of a page, one line each.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/**
 * Every rule in the light theme; in the dark theme only colour contrast, the one thing a theme changes (names,
 * roles, landmarks and labels are the same markup, already scanned in the light theme). Halves the scans' time.
 */
export async function seriousViolations(page: Page, theme: Theme = 'light'): Promise<string[]> {
  // Only violations are gathered in full (axe's passes and incomplete lists cost as much again, unread here).
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    // A control's name contains the words it shows (speech users say what they see): not among axe's defaults.
    rules: { 'label-content-name-mismatch': { enabled: theme === 'light' } },
  });
  if (theme === 'dark') builder.withRules(['color-contrast', 'link-in-text-block']);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')}${process.env.AXE_DETAIL ? ` [${n.failureSummary} ${n.html.slice(0, 200)}]` : ''}`)
          .slice(0, 5)
          .join(', ')}`,
    );
}
