// The words of selections in the customer area (issue 38), English and Arabic key for key (the API's refusals are
// worded by their code in shared refusals.ts).
import { arabicDigits } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';

const en = {
  title: 'Your selections',
  lead: 'Finishes we priced with an allowance in your quote: choose each one before its date.',
  statuses: { open: 'To choose', chosen: 'Chosen', locked: 'Closed', overdue: 'Overdue' } as Record<string, string>,
  chooseBy: (date: string) => `Choose by ${date}`,
  beforeStage: { start: 'before work starts', completion: 'before completion' } as Record<string, string>,
  blocksWork: 'Work waits for this choice',
  quantity: (quantity: string, unit: string) => `${quantity} ${unit}`,
  allowance: (amount: string) => `Allowance in your quote: ${amount}`,
  choices: (n: number) => (n === 1 ? '1 choice' : `${n} choices`),
  choose: 'See the choices and choose',
  see: 'See your choice',
  youChose: 'You chose:',
  heading: 'Selection',
  pageLead: 'Each choice shows how far it is over or under the allowance your quote priced.',
  room: 'Room',
  perUnit: (price: string, unit: string) => `${price} per ${unit}`,
  forAll: (total: string) => `${total} in all`,
  over: (amount: string) => `${amount} over the allowance`,
  under: (amount: string) => `${amount} under the allowance`,
  matches: 'Exactly the allowance',
  supplier: 'Supplier:',
  pick: 'Choose this',
  picked: 'Your pick',
  confirmTitle: 'Confirm your choice',
  confirmOver: (amount: string, total: string) =>
    `This choice is over the allowance: a change order of ${amount} (VAT included) is raised for the difference and approved with your choice. It is a new instalment due now, and your contract total becomes ${total}.`,
  confirmUnder: (amount: string, total: string) =>
    `This choice is under the allowance: a change order credits you ${amount} (VAT included), taken off the instalments you still have to pay. Your contract total becomes ${total}.`,
  confirmSame: 'This choice matches the allowance: your contract total stays as it is.',
  fullName: 'Your full name',
  signLead: 'Type your full name: this is your signature. A choice is made once.',
  confirm: 'Confirm my choice',
  confirming: 'Confirming…',
  done: 'Your choice is confirmed. Thank you.',
  seeChange: 'See the change order',
  lockedNote: 'This selection is closed: ask us if you want to change it.',
  overdueNote: (date: string) => `The date to choose passed on ${date}. Please choose now, or ask us.`,
  back: 'Back to the order',
  none: 'This selection is not here.',
  photoOf: (name: string) => `Photo of ${name}`,
};

type Words = { [K in keyof typeof en]: (typeof en)[K] extends (...args: infer A) => string ? (...args: A) => string : (typeof en)[K] };

const ar: Words = {
  title: 'اختياراتك',
  lead: 'تشطيبات سعّرناها بمبلغ مخصص في عرض السعر: اختر كلًّا منها قبل موعده.',
  statuses: { open: 'للاختيار', chosen: 'تم الاختيار', locked: 'مغلق', overdue: 'متأخر' },
  chooseBy: (date) => `اختر قبل ${date}`,
  beforeStage: { start: 'قبل بدء العمل', completion: 'قبل الانتهاء' },
  blocksWork: 'العمل ينتظر هذا الاختيار',
  quantity: (quantity, unit) => `${quantity} ${unit}`,
  allowance: (amount) => `المبلغ المخصص في عرض السعر: ${amount}`,
  choices: (n) => (n === 1 ? 'خيار واحد' : n === 2 ? 'خياران' : `${arabicDigits(n)} خيارات`),
  choose: 'شاهد الخيارات واختر',
  see: 'شاهد اختيارك',
  youChose: 'اخترت:',
  heading: 'الاختيار',
  pageLead: 'يبيّن كل خيار كم يزيد أو يقل عن المبلغ المخصص في عرض السعر.',
  room: 'الغرفة',
  perUnit: (price, unit) => `${price} لكل ${unit}`,
  forAll: (total) => `${total} إجمالًا`,
  over: (amount) => `${amount} فوق المبلغ المخصص`,
  under: (amount) => `${amount} أقل من المبلغ المخصص`,
  matches: 'مساوٍ للمبلغ المخصص تمامًا',
  supplier: 'المورّد:',
  pick: 'اختر هذا',
  picked: 'اختيارك',
  confirmTitle: 'أكّد اختيارك',
  confirmOver: (amount, total) =>
    `هذا الاختيار فوق المبلغ المخصص: يُصدر أمر تغيير بالفرق قدره ${amount} (شاملًا الضريبة) ويُعتمد مع اختيارك. يصبح دفعة جديدة مستحقة الآن، ويصبح إجمالي عقدك ${total}.`,
  confirmUnder: (amount, total) =>
    `هذا الاختيار أقل من المبلغ المخصص: يُصدر أمر تغيير يخصم لك ${amount} (شاملًا الضريبة) من الدفعات المتبقية. يصبح إجمالي عقدك ${total}.`,
  confirmSame: 'هذا الاختيار مساوٍ للمبلغ المخصص: يبقى إجمالي عقدك كما هو.',
  fullName: 'اسمك بالكامل',
  signLead: 'اكتب اسمك بالكامل: هذا توقيعك. يتم الاختيار مرة واحدة.',
  confirm: 'تأكيد اختياري',
  confirming: 'جارٍ التأكيد…',
  done: 'تم تأكيد اختيارك. شكرًا لك.',
  seeChange: 'شاهد أمر التغيير',
  lockedNote: 'هذا الاختيار مغلق: تواصل معنا إن أردت تغييره.',
  overdueNote: (date) => `انتهى موعد الاختيار في ${date}. اختر الآن من فضلك، أو تواصل معنا.`,
  back: 'العودة إلى الطلب',
  none: 'هذا الاختيار غير موجود.',
  photoOf: (name) => `صورة ${name}`,
};

export const selectionWords = (lang: Lang): Words => (lang === 'ar' ? ar : en);
