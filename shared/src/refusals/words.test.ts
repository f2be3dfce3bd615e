import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditMessages } from '../audit/words.ts';
import { apiMessages } from '../common/messages.ts';
import { fieldRefusals, refusals, refusalText, refusalWords } from './words.ts';
import { quoteMessages } from '../quotes/words.ts';
import { snagMessages } from '../snags/words.ts';
import { staffMessages } from '../staff/words.ts';
import { threadMessages } from '../threads/words.ts';
import { twoFactorMessages } from '../two-factor/words.ts';
import { visitMessages } from '../visits/words.ts';

const repository = join(import.meta.dirname, '..', '..', '..');

/** Values to fill any code's words with (each name a code's words use). */
const sample = new Proxy({}, { get: (_, name) => (name === 'current' || name === 'hours' || name === 'max' || name === 'id' ? 3 : 'x') });

/** The sources of the site and the console (their tests included: they must not look sentences up either). */
function sources(folder: string): string[] {
  return readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file))
    .map((file) => join(folder, file));
}

describe('the refusal codes', () => {
  it('word every code in English and in Arabic, never empty, never the English again', () => {
    const codes = Object.keys(refusals) as (keyof typeof refusals)[];
    const missing = codes.filter((code) => {
      const en = refusalText(code, 'en', sample)?.trim();
      const ar = refusalText(code, 'ar', sample)?.trim();
      return !en || !ar || ar === en || !/[\u0600-\u06ff]/.test(ar);
    });
    console.log(`Refusal codes (${codes.length}):\n${codes.join('\n')}`);
    expect(missing).toEqual([]);
  });

  it('shows a refusal in the reader language from its code, its values filled in, and the detail for an unknown code', () => {
    const superseded = { code: 'quote.superseded', detail: 'This quote has been revised: version 4 is the current one.', params: { current: 4 } };
    expect(refusalWords(superseded, 'en')).toBe(superseded.detail);
    expect(refusalWords(superseded, 'ar')).toBe('تم تعديل هذا العرض: النسخة ٤ هي الحالية.');
    expect(refusalWords({ code: 'quote.reworded', detail: 'Some words' }, 'ar')).toBe('Some words');
    expect(refusalWords(null, 'ar', 'fallback')).toBe('fallback');
    const fields = { title: ['Please enter the data'], $codes: { title: ['spec.enter_data'] } };
    expect(fieldRefusals(fields, 'ar')).toEqual({ title: ['يرجى إدخال البيانات'] });
    expect(fieldRefusals(fields, 'en')).toEqual({ title: ['Please enter the data'] });
  });

  it('is what the site and the console look refusals up by: no English sentence is looked up anywhere', () => {
    // The ways refusals used to be translated: functions and maps by their English sentence.
    const sentenceLookups = [/\barabicServer\b/, /\bserverSays\b/, /\bserverWords\b/, /ServerArabic\b/, /\bclosingRefusals?\b/];
    // A map keyed by a shared message (`[quoteMessages.answered]: 'تم …'`, `arabicPhrases[apiMessages.notFound] = …`)
    // whose English is a refusal's: the site's and the console's own words (success notices, spec toasts) may be.
    const shared: Record<string, Record<string, unknown>> = {
      apiMessages,
      auditMessages,
      quoteMessages,
      snagMessages,
      staffMessages,
      threadMessages,
      twoFactorMessages,
      visitMessages,
    };
    const refusalEnglish = new Set<string>(Object.values(refusals).flatMap((words) => (typeof words.en === 'string' ? [words.en] : [])));
    const keyedByRefusal = (line: string) =>
      [...line.matchAll(/\[(\w+Messages)\.(\w+)\]/g)].some(([, object, key]) => refusalEnglish.has(shared[object]?.[key] as string));
    const found = [...sources('site/src'), ...sources('admin/src')].flatMap((file) =>
      readFileSync(join(repository, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          sentenceLookups.some((pattern) => pattern.test(line)) || keyedByRefusal(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
