// The site visit (issue 25): staff open visit slots (a day, a time window in Cairo time, the governorates they cover,
// how many visits each takes); the customer books a free one for their order's governorate, and may move or cancel it
// until a cut-off before it starts. Its input rules are in schemas.ts, apart, so that what needs only the
// words carries no zod.

/** Egypt's governorates, as slots name the places they cover and orders are matched to them (by either name). */
export const governorateOptions = [
  { value: 'Cairo', label: 'Cairo', labelAr: 'القاهرة' },
  { value: 'Giza', label: 'Giza', labelAr: 'الجيزة' },
  { value: 'Alexandria', label: 'Alexandria', labelAr: 'الإسكندرية' },
  { value: 'Qalyubia', label: 'Qalyubia', labelAr: 'القليوبية' },
  { value: 'Sharqia', label: 'Sharqia', labelAr: 'الشرقية' },
  { value: 'Dakahlia', label: 'Dakahlia', labelAr: 'الدقهلية' },
  { value: 'Gharbia', label: 'Gharbia', labelAr: 'الغربية' },
  { value: 'Monufia', label: 'Monufia', labelAr: 'المنوفية' },
  { value: 'Beheira', label: 'Beheira', labelAr: 'البحيرة' },
  { value: 'Kafr El Sheikh', label: 'Kafr El Sheikh', labelAr: 'كفر الشيخ' },
  { value: 'Damietta', label: 'Damietta', labelAr: 'دمياط' },
  { value: 'Port Said', label: 'Port Said', labelAr: 'بورسعيد' },
  { value: 'Ismailia', label: 'Ismailia', labelAr: 'الإسماعيلية' },
  { value: 'Suez', label: 'Suez', labelAr: 'السويس' },
  { value: 'Faiyum', label: 'Faiyum', labelAr: 'الفيوم' },
  { value: 'Beni Suef', label: 'Beni Suef', labelAr: 'بني سويف' },
  { value: 'Minya', label: 'Minya', labelAr: 'المنيا' },
  { value: 'Asyut', label: 'Asyut', labelAr: 'أسيوط' },
  { value: 'Sohag', label: 'Sohag', labelAr: 'سوهاج' },
  { value: 'Qena', label: 'Qena', labelAr: 'قنا' },
  { value: 'Luxor', label: 'Luxor', labelAr: 'الأقصر' },
  { value: 'Aswan', label: 'Aswan', labelAr: 'أسوان' },
  { value: 'Red Sea', label: 'Red Sea', labelAr: 'البحر الأحمر' },
  { value: 'New Valley', label: 'New Valley', labelAr: 'الوادي الجديد' },
  { value: 'Matrouh', label: 'Matrouh', labelAr: 'مطروح' },
  { value: 'North Sinai', label: 'North Sinai', labelAr: 'شمال سيناء' },
  { value: 'South Sinai', label: 'South Sinai', labelAr: 'جنوب سيناء' },
] as const;

/** The governorate an order's free text names (English or Arabic, any case and spacing), or null. */
export function governorateOf(text: string): string | null {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const found = governorateOptions.find((option) => option.value.toLowerCase() === wanted || option.labelAr === wanted);
  return found ? found.value : null;
}

/** How long before a visit it may still be moved or cancelled, when VISIT_CUTOFF_HOURS is not set. */
export const DEFAULT_VISIT_CUTOFF_HOURS = 24;
/** The most visits one slot may take. */
export const MAX_SLOT_CAPACITY = 50;

export const visitMessages = {
  slotTaken: 'This time was just taken by someone else. Please pick another one.',
  pickTime: 'Pick a time.',
  slotGone: 'This time is no longer offered. Please pick another one.',
  notYourArea: "This time does not cover your order's governorate.",
  cutoff: (hours: number) => `A visit can be booked, moved or cancelled until ${hours} hours before it starts.`,
  noVisit: 'This order has no visit booked.',
  customerOnly: 'Only the customer who placed the order books its visit.',
  window: 'The visit must end after it starts.',
  time: 'Enter a time as HH:MM.',
  pastDay: 'Choose today or a later day.',
  governorates: 'Choose at least one governorate.',
  capacity: `Enter how many visits the slot takes, from 1 to ${MAX_SLOT_CAPACITY}.`,
  slotBooked: 'This slot has booked visits: cancel them first.',
} as const;
