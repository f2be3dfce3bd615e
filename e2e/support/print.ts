// A customer-area page printed by Chromium as an A4 PDF and read back as text with Debian's pdftotext (poppler-utils),
// as the customer's "Print" button would give it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export async function printedText(page: Page, file: string) {
  await page.emulateMedia({ media: 'print' });
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
  await page.emulateMedia({ media: 'screen' });
  return execFileSync('/usr/bin/pdftotext', [file, '-']).toString();
}

/** pdftotext writes Arabic in visual order, so a figure is looked for by its digits alone. */
export const digitsOf = (value: string) => value.replace(/[^\d\u0660-\u0669]/g, '');
