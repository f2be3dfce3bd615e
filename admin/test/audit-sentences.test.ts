// Issue 37: the audit log in words, in both languages, instead of the log's resource names ("payments #1").
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@fitout/shared';
import { auditSentence } from '../src/audit/sentence.ts';
import { auditResources } from '../src/audit/words.ts';
import { allEndpoints } from '@fitout/shared/contract';
import { i18nProvider } from '../src/i18n/i18nProvider.ts';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-28T10:00:00.000Z',
  actor_id: 2,
  actor_email: 'sales@example.com',
  actor_role: 'sales',
  ip: '127.0.0.1',
  action: 'create',
  resource: null,
  record_id: null,
  before: null,
  after: null,
  ...fields,
});

const english = (value: number) => String(value);
const arabic = (value: number) => value.toLocaleString('ar-EG');
const inEnglish = (e: AuditEntry) => auditSentence(e, i18nProvider.translate, 'en', english);
async function inArabic(e: AuditEntry) {
  await i18nProvider.changeLocale('ar');
  const said = auditSentence(e, i18nProvider.translate, 'ar', arabic);
  await i18nProvider.changeLocale('en');
  return said;
}
afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('an audit entry in words', () => {
  it('names a payment by its amount and its order, in English and Arabic', async () => {
    const payment = entry({ resource: 'payments', record_id: '1', after: { id: 1, orderId: 12, amount: 4_295_826, method: 'cash' } });
    expect(inEnglish(payment)).toBe('Payment of 42,958.26 EGP on order #12');
    const said = await inArabic(payment);
    expect(said).toMatch(/^دفعة بقيمة .+ على الطلب رقم ١٢$/);
    expect(said).not.toMatch(/[A-Za-z]/);
  });

  it('names a progress update, a message, a stage change and a sent quote by their order', async () => {
    expect(inEnglish(entry({ resource: 'progress_updates', record_id: '2', after: { orderId: 12, stage: 'in_progress' } }))).toBe(
      'Progress update on order #12',
    );
    expect(inEnglish(entry({ resource: 'messages', record_id: '3', after: { orderId: 7 } }))).toBe('Message to the customer on order #7');
    const moved = entry({ resource: 'orders', action: 'update', record_id: '12', before: { stage: 'quoted' }, after: { stage: 'in_progress' } });
    expect(inEnglish(moved)).toBe('Order #12 moved to In progress');
    expect(await inArabic(moved)).toBe('نُقل الطلب رقم ١٢ إلى مرحلة «قيد التنفيذ»');
    const sent = entry({
      resource: 'quotes',
      action: 'update',
      record_id: '4',
      before: { status: 'draft' },
      after: { status: 'sent', totals: { total: 103_512_000 } },
    });
    expect(inEnglish(sent)).toBe('Quote #4 sent to the customer, total 1,035,120 EGP');
  });

  it("writes a visit slot's day and times as the visit pages do: a long date, a 12-hour clock, Arabic digits in Arabic", async () => {
    const slot = entry({ resource: 'visit-slots', record_id: '3', after: { id: 3, day: '2026-12-20', startsAt: '13:30', endsAt: '15:30' } });
    expect(inEnglish(slot)).toBe('Visit slot opened on December 20, 2026, 1:30 PM–3:30 PM');
    expect(await inArabic(slot)).toBe('فُتح موعد زيارة يوم ٢٠ ديسمبر ٢٠٢٦، ١:٣٠ م–٣:٣٠ م');
  });

  it('names catalogue records by their title, and leaves sign-ins to the action words', () => {
    expect(
      inEnglish(entry({ resource: 'packages', action: 'update', record_id: '5', before: { title: 'Gold' }, after: { title: 'Gold Plus' } })),
    ).toBe('Package “Gold Plus” changed');
    expect(inEnglish(entry({ action: 'sign-in' }))).toBeNull();
    // A kind the console does not know yet is left to the list's words (its action, type and number).
    expect(inEnglish(entry({ resource: 'gadgets', action: 'update', record_id: '3' }))).toBeNull();
  });
});

describe('every kind of record the API keeps in the log', () => {
  const audited = [...new Set(allEndpoints.flatMap((call) => (call.audit && 'resource' in call.audit ? [call.audit.resource] : [])))];

  it('is named in words in both languages, Arabic digits on Arabic pages, and can be filtered on', async () => {
    expect(audited.length).toBeGreaterThan(20);
    for (const resource of audited) {
      const changed = entry({ resource, action: 'update', record_id: '7', after: { orderId: 12 } });
      const english = inEnglish(changed);
      expect(english, resource).toMatch(/#(7|12)\b/);
      expect(english, resource).not.toContain(resource);
      const arabic = await inArabic(changed);
      expect(arabic, resource).not.toMatch(/[A-Za-z0-9#]/);
      expect(auditResources, resource).toContain(resource);
    }
  });

  it('names a record by its order, its title, or its Arabic title on Arabic pages', async () => {
    expect(inEnglish(entry({ resource: 'change-orders', action: 'create', record_id: '3', after: { id: 3, orderId: 12 } }))).toBe(
      'Change order #3 created (order #12)',
    );
    expect(await inArabic(entry({ resource: 'change-orders', action: 'create', record_id: '3', after: { id: 3, orderId: 12 } }))).toBe(
      'تم إنشاء: أمر التغيير رقم ٣ (الطلب رقم ١٢)',
    );
    expect(inEnglish(entry({ resource: 'order-budgets', action: 'update', record_id: '12', after: { orderId: 12 } }))).toBe(
      'Budget of order #12 changed',
    );
    const holiday = entry({
      resource: 'company-holidays',
      action: 'create',
      record_id: '2',
      after: { id: 2, name: 'Revolution Day', name_ar: 'عيد الثورة' },
    });
    expect(inEnglish(holiday)).toBe('Company holiday “Revolution Day” created');
    expect(await inArabic(holiday)).toBe('تم إنشاء: عطلة الشركة «عيد الثورة»');
  });
});
