// The words of the job's schedule in the customer area (issue 41), English and Arabic key for key.
import { arabicDigits } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';

const en = {
  title: 'Your schedule',
  expectedCompletion: 'Expected completion',
  moved: (reason: string) => `The dates moved: ${reason}`,
  states: { now: 'Now', next: 'Next', done: 'Done' },
  showWhole: (tasks: number) => `Show the whole schedule (${tasks} tasks)`,
  showLess: 'Show less',
};

const ar: typeof en = {
  title: 'جدول العمل',
  expectedCompletion: 'موعد الانتهاء المتوقع',
  moved: (reason: string) => `تغيّرت المواعيد: ${reason}`,
  states: { now: 'الآن', next: 'التالي', done: 'تم' },
  // Arabic counts three to ten with a plural (مهام), eleven and more with a singular (مهمة).
  showWhole: (tasks: number) => `عرض الجدول كاملًا (${arabicDigits(tasks)} ${tasks <= 10 ? 'مهام' : 'مهمة'})`,
  showLess: 'عرض أقل',
};

export const customerScheduleWords = (lang: Lang) => (lang === 'ar' ? ar : en);
