// axe-core scans for the journeys: the serious and critical violations of a page, one line each.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/**
 * WCAG 2.5.3 (label in name) for every script: a link or button named by aria-label must say the words it shows.
 * axe's label-content-name-mismatch passes over text it cannot read as words (Arabic among it), so this names
 * each such control whose name does not contain its visible text.
 */
async function labelNotInName(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Whole words, so that "بالعربية" (in Arabic) does not pass for the word "العربية".
    const words = (text: string) =>
      ` ${text
        .toLocaleLowerCase()
        .split(/[\s\p{P}]+/u)
        .filter(Boolean)
        .join(' ')} `;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[aria-label], button[aria-label], [role="link"][aria-label], [role="button"][aria-label]',
    );
    return [...controls].flatMap((control) => {
      // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered is what a speech user reads off the screen
      const shown = control.checkVisibility() ? words(control.innerText) : ' ';
      // An empty aria-label names nothing (the control is named by its content): nothing to compare.
      const name = control.getAttribute('aria-label')?.trim() ?? '';
      return name && shown.trim() && !words(name).includes(shown) ? [`"${name}" shows "${shown.trim()}"`] : [];
    });
  });
}

/**
 * Every rule in the light theme; in the dark theme only colour contrast, the one thing a theme changes (roles,
 * landmarks and labels are the same markup, already scanned in the light theme), and the names' words, which every
 * scan checks. Halves the scans' time.
 */
export async function seriousViolations(page: Page, theme: Theme = 'light'): Promise<string[]> {
  // Only violations are gathered in full (axe's passes and incomplete lists cost as much again, unread here). A page
  // without frames is scanned by axe within it (legacy mode): otherwise the builder opens a blank page for every scan to
  // merge the frames' results, which costs about as much as the scan (a quarter of the scans' time, the same findings).
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({
    resultTypes: ['violations'],
    // A control's name contains the words it shows (speech users say what they see): not among axe's defaults.
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (theme === 'dark') builder.withRules(['color-contrast', 'link-in-text-block', 'label-content-name-mismatch']);
  const [results, mismatched] = await Promise.all([builder.analyze(), labelNotInName(page)]);
  const labelInName = mismatched.length
    ? [`label-in-name (serious): a control's name lacks the words it shows — ${mismatched.slice(0, 5).join(', ')}`]
    : [];
  return labelInName.concat(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .map((n) => `${n.target.join(' ')}${process.env.AXE_DETAIL ? ` [${n.failureSummary} ${n.html.slice(0, 200)}]` : ''}`)
            .slice(0, 5)
            .join(', ')}`,
      ),
  );
}
