// Daily logs from the site (issue 41): the words, option lists and limits, apart from schemas.ts so that a page
// needing only words carries no validation library.

/** The most photos one daily log carries. */
export const MAX_DAILY_LOG_PHOTOS = 10;
/** The file field of a daily log, repeated once per photo. */
export const DAILY_LOG_PHOTOS_FIELD = 'photos';
/** How many days a write's idempotency key is kept (a phone offline longer sends its queue as new writes). */
export const IDEMPOTENCY_KEEP_DAYS = 7;
/** The request header naming a write's idempotency key (RFC draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const weatherKinds = [
  { value: 'clear', label: 'Clear', labelAr: 'صحو' },
  { value: 'cloudy', label: 'Cloudy', labelAr: 'غائم' },
  { value: 'hot', label: 'Very hot', labelAr: 'حار جدًا' },
  { value: 'windy', label: 'Wind or dust', labelAr: 'رياح وأتربة' },
  { value: 'rain', label: 'Rain', labelAr: 'أمطار' },
] as const;
export type Weather = (typeof weatherKinds)[number]['value'];

export const delayCauses = [
  { value: 'materials', label: 'Materials late', labelAr: 'تأخر وصول الخامات' },
  { value: 'crew', label: 'Crew short', labelAr: 'نقص في العمالة' },
  { value: 'weather', label: 'Weather', labelAr: 'الطقس' },
  { value: 'customer', label: 'Waiting on the customer', labelAr: 'في انتظار العميل' },
  { value: 'access', label: 'No access to the site', labelAr: 'تعذّر دخول الموقع' },
  { value: 'other', label: 'Other', labelAr: 'سبب آخر' },
] as const;
export type DelayCause = (typeof delayCauses)[number]['value'];

/** The area's refusals in English (their Arabic is in refusals/words.ts). */
export const dailyLogMessages = {
  day: 'Enter the day as YYYY-MM-DD.',
  orderClosed: 'The order is closed: no daily log can be written on it.',
  delayCause: 'Say what caused the delay.',
  crew: 'Say who was on site: a crew count or names.',
  idempotencyKey: 'Idempotency-Key: 1 to 200 visible characters.',
} as const;
