import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from '../common/zod.ts';
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

  it('words a field message that carries values in Arabic with them, from $params', () => {
    const body = {
      message: ['Ensure this field has no more than 5000 characters.'],
      space: ['Ensure this value is less than or equal to 1000000000.', 'This field is required.'],
      $codes: { message: ['field.too_long'], space: ['field.max_value', 'field.required'] },
      $params: { message: [{ max: 5000 }], space: [{ max: 1_000_000_000 }, null] },
    };
    expect(fieldRefusals(body, 'ar')).toEqual({
      message: ['يجب ألا يزيد هذا الحقل عن ٥٠٠٠ حرفًا.'],
      space: ['يجب أن تكون هذه القيمة أصغر من أو تساوي ١٠٠٠٠٠٠٠٠٠.', 'هذا الحقل مطلوب.'],
    });
    // Without its values (an older server), a valued code falls back to the English the API wrote.
    expect(fieldRefusals({ message: body.message, $codes: body.$codes }, 'ar')).toEqual({ message: body.message });
  });

  it("words zod's own messages with the registry's, where a schema gives none", () => {
    const schema = z.strictObject({ name: z.string().max(3), count: z.number().max(10), tags: z.array(z.string()).min(2) });
    const result = schema.safeParse({ name: 'long', count: 11, tags: [], extra: 1 });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message).sort();
    expect(messages).toEqual([apiMessages.tooLong(3), apiMessages.maxValue(10), apiMessages.tooFew(2), apiMessages.unknownFields('extra')].sort());
    expect(z.object({ name: z.string() }).safeParse({ name: null }).error?.issues[0].message).toBe(apiMessages.notNull);
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
