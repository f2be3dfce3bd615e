// The dashboard's day's work (issue 37), in both languages (i18n/messages.ts takes them in as console.work).
import type { WorkKind } from '@fitout/shared/contract';

type Kind = { title: string; empty: string };

const english = {
  title: 'Needs action',
  intro: 'What waits for the team today, the oldest first.',
  failed: 'The day’s work could not be read. Reload the page to try again.',
  order: 'Order #%{id}',
  more: 'and %{count} more',
  kinds: {
    accepted_quotes: { title: 'Accepted quotes to act on', empty: 'No accepted quote waits to be started.' },
    unread_messages: { title: 'Unread customer messages', empty: 'Every customer message has been read.' },
    payments_due: { title: 'Payments due', empty: 'No payment is due.' },
    payments_late: { title: 'Payments late', empty: 'No payment is late.' },
    open_snags: { title: 'Open snags', empty: 'No snag waits for a fix.' },
    visits_today: { title: 'Visits today', empty: 'No visit is booked for today.' },
    closing: { title: 'Withdrawn or asked to cancel', empty: 'No order was withdrawn or asked to be cancelled this week.' },
    overdue_selections: { title: 'Selections overdue', empty: 'No selection is past its date.' },
  } satisfies Record<WorkKind, Kind>,
};

const arabic: typeof english = {
  title: 'بانتظار إجراء',
  intro: 'ما ينتظر الفريق اليوم، الأقدم أولًا.',
  failed: 'تعذّرت قراءة أعمال اليوم. أعد تحميل الصفحة للمحاولة مرة أخرى.',
  order: 'الطلب رقم %{id}',
  more: 'و%{count} غيرها',
  kinds: {
    accepted_quotes: { title: 'عروض أسعار مقبولة بانتظار التنفيذ', empty: 'لا يوجد عرض سعر مقبول بانتظار البدء.' },
    unread_messages: { title: 'رسائل عملاء غير مقروءة', empty: 'قُرئت كل رسائل العملاء.' },
    payments_due: { title: 'دفعات مستحقة', empty: 'لا توجد دفعة مستحقة.' },
    payments_late: { title: 'دفعات متأخرة', empty: 'لا توجد دفعة متأخرة.' },
    open_snags: { title: 'ملاحظات مفتوحة', empty: 'لا توجد ملاحظة بانتظار الإصلاح.' },
    visits_today: { title: 'زيارات اليوم', empty: 'لا توجد زيارة محجوزة اليوم.' },
    closing: { title: 'طلبات مسحوبة أو مطلوب إلغاؤها', empty: 'لم يُسحب طلب ولم يُطلب إلغاء طلب هذا الأسبوع.' },
    overdue_selections: { title: 'اختيارات متأخرة', empty: 'لا يوجد اختيار تجاوز موعده.' },
  },
};

export const workWords = { en: english, ar: arabic };
