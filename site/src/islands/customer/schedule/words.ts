// The words of the job's schedule in the customer area (issue 41), English and Arabic key for key.
import type { Lang } from '../../../i18n/ui.ts';

const en = {
  title: 'Your schedule',
  expectedCompletion: 'Expected completion',
  moved: (reason: string) => `The dates moved: ${reason}`,
  states: { now: 'Now', next: 'Next', done: 'Done' },
};

const ar: typeof en = {
  title: 'جدول العمل',
  expectedCompletion: 'موعد الانتهاء المتوقع',
  moved: (reason: string) => `تغيّرت المواعيد: ${reason}`,
  states: { now: 'الآن', next: 'التالي', done: 'تم' },
};

export const customerScheduleWords = (lang: Lang) => (lang === 'ar' ? ar : en);
