// The order option lists of SPEC.md section 3: stored value and the label a person reads.
export const typeUnitOptions = [
  { value: 'Apartment', label: 'Apartment' },
  { value: 'Full House', label: 'Full House' },
  { value: 'Villa', label: 'Villa' },
  { value: 'Roof', label: 'Roof' },
  { value: 'Administrative', label: 'Administrative' },
  { value: 'Commercial Shop', label: 'Commercial Shop' },
] as const;

export const requiredWorksOptions = [
  { value: 'Execution only', label: 'Execution only' },
  { value: 'Execution and Design', label: 'Execution and Design' },
  { value: 'Supervision', label: 'Supervision' },
] as const;

export const skillsOptions = [
  { value: 'Quickexecution', label: 'Quick execution' },
  { value: 'Material provision', label: 'Material provision' },
  { value: 'Innovative designs', label: 'Innovative designs' },
] as const;

export const conditionOptions = [
  { value: 'Unfinished', label: 'Unfinished' },
  { value: 'Semi-finished', label: 'Semi-finished' },
  { value: '3/4finished', label: '3/4 finished' },
] as const;

/** An order's choice fields and the option list each one's value comes from. */
export const orderChoices = {
  typeunit: typeUnitOptions,
  requiredworks: requiredWorksOptions,
  skills: skillsOptions,
  conditionoftheunit: conditionOptions,
} as const;

/** An order's fields as the order details table labels them (SPEC.md section 2). */
export const orderFieldLabels = {
  full_name: 'Full Name',
  phone: 'Phone',
  governorate: 'Governorate',
  city: 'City',
  area: 'The Area',
  typeunit: 'Type of Residential Unit',
  requiredworks: 'Required Works',
  skills: 'Skills',
  conditionoftheunit: 'Condition of the Unit',
  space: 'Space',
  numberroom: 'Number of Rooms',
  numberbathroom: 'Number of Bathrooms',
  package: 'Package',
  description: 'Note',
} as const;

/** The same labels in Arabic, for the Arabic pages and the console's Arabic mode. */
export const orderFieldLabelsAr: Record<keyof typeof orderFieldLabels, string> = {
  full_name: 'الاسم بالكامل',
  phone: 'الهاتف',
  governorate: 'المحافظة',
  city: 'المدينة',
  area: 'المنطقة',
  typeunit: 'نوع الوحدة السكنية',
  requiredworks: 'الأعمال المطلوبة',
  skills: 'المهارات',
  conditionoftheunit: 'حالة الوحدة',
  space: 'المساحة',
  numberroom: 'عدد الغرف',
  numberbathroom: 'عدد الحمامات',
  package: 'الباقة',
  description: 'ملاحظات',
};

/** The option lists' Arabic labels, by stored value. */
export const optionLabelsAr = {
  Apartment: 'شقة',
  'Full House': 'منزل كامل',
  Villa: 'فيلا',
  Roof: 'روف',
  Administrative: 'إداري',
  'Commercial Shop': 'محل تجاري',
  'Execution only': 'تنفيذ فقط',
  'Execution and Design': 'تنفيذ وتصميم',
  Supervision: 'إشراف',
  Quickexecution: 'تنفيذ سريع',
  'Material provision': 'توفير الخامات',
  'Innovative designs': 'تصميمات مبتكرة',
  Unfinished: 'غير مشطّبة',
  'Semi-finished': 'نصف تشطيب',
  '3/4finished': 'تشطيب ٣/٤',
};

export const DEFAULT_STATUS = 'Active';

/**
 * What happens to an order after it is placed (beside the spec's post_status, which stays 'Active'): staff move it
 * on in the console, the customer follows it on the order's page and by mail. Labels in both languages.
 */
export const orderStages = [
  { value: 'new', label: 'Received', labelAr: 'تم الاستلام' },
  { value: 'contacted', label: 'Contacted', labelAr: 'تم التواصل' },
  { value: 'site_visit', label: 'Site visit', labelAr: 'زيارة الموقع' },
  { value: 'quoted', label: 'Quoted', labelAr: 'تم إرسال عرض السعر' },
  { value: 'accepted', label: 'Quote accepted', labelAr: 'تم قبول عرض السعر' },
  { value: 'deposit_paid', label: 'Deposit paid', labelAr: 'تم دفع المقدم' },
  { value: 'in_progress', label: 'In progress', labelAr: 'قيد التنفيذ' },
  { value: 'completed', label: 'Completed', labelAr: 'مكتمل' },
  { value: 'cancelled', label: 'Cancelled', labelAr: 'ملغى' },
  { value: 'withdrawn', label: 'Withdrawn', labelAr: 'سحبه العميل' },
] as const;

export type OrderStage = (typeof orderStages)[number]['value'];

/**
 * The stages that close an order (closingWords below): staff cancel it with a reason, its customer withdraws it while no
 * money is on it. Each has a call of its own, so staff's stage list never offers them.
 */
export const closedStages = ['cancelled', 'withdrawn'] as const satisfies readonly OrderStage[];
export const isClosedStage = (stage: string) => (closedStages as readonly string[]).includes(stage);
/** The stages staff move an order through (the console's stage list, progress updates). */
export const movableStages = orderStages.filter((option) => !isClosedStage(option.value));
export const DEFAULT_STAGE: OrderStage = 'new';

/**
 * The stages the job moves to by itself (api/src/orders/stages.ts, advanceStage): the customer accepting a quote moves
 * an order not yet past 'quoted' to 'accepted'; the payments covering every milestone of the quote due on acceptance
 * (the deposit: a change's instalment, due on its approval, is not part of it) move an 'accepted' order to
 * 'deposit_paid'. Staff still move it on from there (work starts: 'in_progress').
 */
export const automaticStages = {
  accepted: { to: 'accepted', from: ['new', 'contacted', 'site_visit', 'quoted'] },
  depositPaid: { to: 'deposit_paid', from: ['new', 'contacted', 'site_visit', 'quoted', 'accepted'] },
} as const satisfies Record<string, { to: OrderStage; from: readonly OrderStage[] }>;

/** A stage's label in a language; unknown values are shown as they are. */
export function stageLabel(stage: string, language: 'en' | 'ar' = 'en'): string {
  const found = orderStages.find((option) => option.value === stage);
  return found ? (language === 'ar' ? found.labelAr : found.label) : stage;
}

// Closing an order (issue 35): its customer withdraws it while no money is on it (no accepted quote, no payment);
// after that they ask staff to cancel it, on the order's thread, and staff (owner and sales) cancel it with a reason.
// Neither erases anything: the order stays, in a closed stage, with its quotes, acceptances and payments. The API's
// refusals carry a code (order.has_money, order.closed), worded in refusals/words.ts.

/** The most a cancellation's reason, or a customer's reason for asking, may hold. */
export const MAX_CANCEL_REASON = 2000;

/** The words of closing an order, key for key in English and Arabic (the customer area and the console use them). */
export const closingWords = {
  en: {
    askToCancel: 'Ask to cancel',
    askTitle: 'Ask us to cancel this order',
    askLead: 'Money is already on this order, so our team cancels it. Tell us why, if you like; we will answer on the order’s messages.',
    askReason: 'Reason (optional)',
    askSend: 'Send the request',
    askSending: 'Sending…',
    askSent: 'Your request to cancel was sent. We will answer on the order’s messages.',
    askFailed: 'The request could not be sent. Please try again.',
    keep: 'Keep the order',
    asked: 'Cancellation requested',
    /** The message the request writes on the thread, from the customer, in their language. */
    requestText: 'I ask to cancel this order.',
    requestReason: 'Reason:',
    cancel: 'Cancel the order',
    cancelTitle: 'Cancel this order',
    cancelLead: 'The order stays on record with its quotes and payments, and its booked visit is released. The customer is mailed the reason.',
    reason: 'Reason for the customer',
    reasonRequired: 'Give the reason for cancelling.',
    confirmCancel: 'Cancel the order',
    cancelling: 'Cancelling…',
    cancelledNotice: 'The order is cancelled.',
    back: 'Back',
  },
  ar: {
    askToCancel: 'طلب الإلغاء',
    askTitle: 'اطلب منا إلغاء هذا الطلب',
    askLead: 'على هذا الطلب مبالغ مالية، لذلك يلغيه فريقنا. أخبرنا بالسبب إن أردت، وسنرد عليك في رسائل الطلب.',
    askReason: 'السبب (اختياري)',
    askSend: 'إرسال الطلب',
    askSending: 'جارٍ الإرسال…',
    askSent: 'أُرسل طلب الإلغاء. سنرد عليك في رسائل الطلب.',
    askFailed: 'تعذر إرسال الطلب. حاول مرة أخرى.',
    keep: 'الإبقاء على الطلب',
    asked: 'طُلب الإلغاء',
    requestText: 'أطلب إلغاء هذا الطلب.',
    requestReason: 'السبب:',
    cancel: 'إلغاء الطلب',
    cancelTitle: 'إلغاء هذا الطلب',
    cancelLead: 'يبقى الطلب محفوظًا بعروض أسعاره ودفعاته، ويُلغى موعد زيارته المحجوز. تصل العميل رسالة بالسبب.',
    reason: 'السبب الذي يقرؤه العميل',
    reasonRequired: 'اكتب سبب الإلغاء.',
    confirmCancel: 'إلغاء الطلب',
    cancelling: 'جارٍ الإلغاء…',
    cancelledNotice: 'أُلغي الطلب.',
    back: 'رجوع',
  },
} as const satisfies Record<'en' | 'ar', Record<string, string>>;

/** The message a request to cancel writes on the order's thread: recognisable by its first line in either language. */
export function cancelRequestText(language: 'en' | 'ar', reason: string): string {
  const words = closingWords[language];
  return reason ? `${words.requestText}\n${words.requestReason} ${reason}` : words.requestText;
}
