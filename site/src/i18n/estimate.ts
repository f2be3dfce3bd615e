// The words of the calculator's "Send me this estimate" step (issue 39), in both languages. Plain words, no imports: the
// calculator page carries no React and a script of its own, which these words join (a kilobyte, not the site's forms).
import type { Lang } from './ui.ts';

export const estimateWords = {
  en: {
    title: 'Send me this estimate',
    intro: 'Leave your name and phone: an engineer calls you about this estimate, usually within a working day.',
    name: 'Your name',
    phone: 'Mobile number',
    phoneHint: 'e.g. 0100 123 4567',
    consent: 'I agree that the company may call me about this estimate.',
    send: 'Send me this estimate',
    sending: 'Sending…',
    sent: 'Thank you. We have your estimate and will call you soon.',
    nameRequired: 'Enter your name.',
    phoneInvalid: 'Enter a phone number: 7 to 20 digits.',
    consentRequired: 'Tick the box to let us contact you about this estimate.',
    metersRequired: 'Enter the area of your unit above first.',
    priceInvalid: 'Enter a price per meter of 0 or more above.',
    tooMany: 'Too many tries in a short time. Wait a minute, then send it again.',
    failed: 'Your estimate could not be sent. Please try again.',
    offline: 'Your estimate could not be sent. Check your connection and try again.',
  },
  ar: {
    title: 'أرسلوا لي هذا التقدير',
    intro: 'اترك اسمك ورقم هاتفك، وسيتصل بك أحد مهندسينا بشأن هذا التقدير، عادةً خلال يوم عمل.',
    name: 'اسمك',
    phone: 'رقم الموبايل',
    phoneHint: '٠١٠٠ ١٢٣ ٤٥٦٧',
    consent: 'أوافق على أن تتصل بي الشركة بشأن هذا التقدير.',
    send: 'أرسلوا لي هذا التقدير',
    sending: 'جارٍ الإرسال…',
    sent: 'شكرًا لك. وصلنا تقديرك وسنتصل بك قريبًا.',
    nameRequired: 'اكتب اسمك.',
    phoneInvalid: 'اكتب رقم هاتف من ٧ إلى ٢٠ رقمًا.',
    consentRequired: 'ضع علامة لتسمح لنا بالتواصل معك بشأن هذا التقدير.',
    metersRequired: 'أدخل مساحة وحدتك في الحاسبة أعلاه أولًا.',
    priceInvalid: 'أدخل في الحاسبة أعلاه سعرًا للمتر صفرًا أو أكثر.',
    tooMany: 'محاولات كثيرة في وقت قصير. انتظر دقيقة ثم أرسل مرة أخرى.',
    failed: 'تعذّر إرسال التقدير. يُرجى المحاولة مرة أخرى.',
    offline: 'تعذّر إرسال التقدير. تحقّق من اتصالك وحاول مرة أخرى.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type EstimateWords = (typeof estimateWords)[Lang];
