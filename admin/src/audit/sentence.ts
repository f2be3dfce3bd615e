// An audit entry in words (issue 37): "Payment of 42,958.26 EGP on order #12", "Progress update on order #12",
// "Order #12 moved to In progress", instead of the log's resource names ("payments #1"). Read from the entry's record
// (the whole record for a create or a delete; an update keeps only the fields it changed, so an update names its record
// by its id). Words in audit/words.ts (console.audit.sentences), both languages; a kind without a sentence of its own is
// named by its kind, its title or number and its order ("Change order #3 changed (order #12)"); an entry about no
// record (a sign-in) falls back to the action's words.
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { type AuditEntry, formatClock, formatDay, formatPiastres, stageLabel } from '@fitout/shared';
import { useFormats } from '../i18n/format.ts';

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
/** A field of the record, in the API's spelling or the table's (rows are kept as stored: orderId). */
const field = (record: Fields | null, ...names: string[]) => {
  for (const name of names) if (record && record[name] !== undefined && record[name] !== null) return record[name];
  return undefined;
};

/** The kinds of record whose id is the order's: "Budget of order #12 changed". */
const ofOrder = new Set(['order-budgets', 'order-completion', 'order-schedules']);

type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The entry's sentence in the console's words (`translate`), or null for a kind that has none. */
export function auditSentence(entry: AuditEntry, translate: Translate, language: 'en' | 'ar', number: (value: number) => string): string | null {
  const record = entry.action === 'delete' ? entry.before : (entry.after ?? entry.before);
  const s = (key: string, args: Record<string, unknown> = {}) => translate(`console.audit.sentences.${key}`, args);
  const id = entry.record_id ? number(Number(entry.record_id)) : '';
  const orderId = field(record, 'order_id', 'orderId');
  const order = orderId === undefined ? undefined : number(Number(orderId));
  switch (entry.resource) {
    case 'payments': {
      const amount = field(record, 'amount');
      if (entry.action === 'create' && typeof amount === 'number' && order) return s('payment', { amount: formatPiastres(amount, language), order });
      break;
    }
    case 'progress_updates':
      if (order) return s('progress', { order });
      break;
    case 'messages':
      if (order) return s('message', { order });
      break;
    case 'quotes': {
      const version = field(record, 'version');
      if (entry.action === 'create' && order) return s('quote_drafted', { version: number(Number(version ?? 1)), order });
      if (entry.action === 'delete') return s('quote_discarded', { id, order: order ?? '—' });
      if (field(entry.after, 'status') === 'sent') {
        const totals = field(entry.after, 'totals') as Fields | undefined;
        const total = totals && typeof totals.total === 'number' ? formatPiastres(totals.total, language) : undefined;
        return total ? s('quote_sent_total', { id, total }) : s('quote_sent', { id });
      }
      return s('quote_edited', { id });
    }
    case 'orders': {
      const stage = text(field(entry.after, 'stage'));
      if (stage === 'cancelled') return s('order_cancelled', { id });
      if (stage) return s('order_stage', { id, stage: stageLabel(stage, language) });
      if (field(entry.after, 'assigned_to', 'assignee') !== undefined || field(entry.before, 'assigned_to', 'assignee') !== undefined)
        return s('order_assigned', { id });
      return s('order_changed', { id });
    }
    case 'snags':
      return field(entry.after, 'status') === 'fixed' ? s('snag_fixed', { id }) : s('snag_changed', { id });
    case 'visit-slots': {
      // The slot's Cairo day and times as the visit pages write them: a long date, a 12-hour clock, the console's digits.
      const day = text(field(record, 'day'));
      const clock = (value: string | undefined) => (value ? formatClock(value, language) : '');
      const when = day && {
        day: formatDay(day, language),
        from: clock(text(field(record, 'starts_at', 'startsAt'))),
        to: clock(text(field(record, 'ends_at', 'endsAt'))),
      };
      if (when && entry.action === 'create') return s('slot_opened', when);
      if (when && entry.action === 'delete') return s('slot_removed', when);
      break;
    }
    case 'staff': {
      const who = text(field(record, 'full_name')) || text(field(record, 'email')) || s('number', { id });
      return s(`staff_${entry.action === 'invite' ? 'invited' : entry.action}`, { who, _: s('staff_changed', { who }) });
    }
  }
  return recordSentence(entry, record, s, language, id, order);
}

/** Any other entry about a record: its kind, then its title, its number (with its order's) or its order's number. */
function recordSentence(
  entry: AuditEntry,
  record: Fields | null,
  s: Translate,
  language: 'en' | 'ar',
  id: string,
  order: string | undefined,
): string | null {
  if (!entry.resource) return null;
  const kind = s(`kinds.${entry.resource}`, { _: '' });
  if (!kind) return null;
  const done = s(`done.${entry.action}`, { _: s('done.update') });
  if (ofOrder.has(entry.resource)) return s('of_order', { kind, id, done });
  // An Arabic page takes the record's Arabic title where it has one (a holiday's, a template's).
  const title = text(language === 'ar' ? field(record, 'title_ar', 'titleAr', 'name_ar', 'nameAr', 'title', 'name') : field(record, 'title', 'name'));
  if (title) return s('record_titled', { kind, title, done });
  return order ? s('record_on_order', { kind, id, done, order }) : s('record', { kind, id, done });
}

/** auditSentence in the console's language. */
export function useAuditSentence() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { number } = useFormats();
  return useCallback((entry: AuditEntry) => auditSentence(entry, translate, locale === 'ar' ? 'ar' : 'en', number), [locale, number, translate]);
}
