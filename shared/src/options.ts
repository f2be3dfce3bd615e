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

type Option = { readonly value: string; readonly label: string };
export const valuesOf = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** The label of a stored option value; unknown values are shown as they are. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

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
 * The stages that close an order (order-closing.ts): staff cancel it with a reason, its customer withdraws it while no
 * money is on it. Each has a call of its own, so staff's stage list never offers them.
 */
export const closedStages = ['cancelled', 'withdrawn'] as const satisfies readonly OrderStage[];
export const isClosedStage = (stage: string) => (closedStages as readonly string[]).includes(stage);
/** The stages staff move an order through (the console's stage list, progress updates). */
export const movableStages = orderStages.filter((option) => !isClosedStage(option.value));
export const DEFAULT_STAGE: OrderStage = 'new';

/**
 * The stages the job moves to by itself (api/src/orders/stages.ts, advanceStage): the customer accepting a quote moves
 * an order not yet past 'quoted' to 'accepted'; the payments covering every milestone due on acceptance (the deposit)
 * move an 'accepted' order to 'deposit_paid'. Staff still move it on from there (work starts: 'in_progress').
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
