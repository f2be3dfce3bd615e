// The words of the account pages' and the customer area's islands in both languages (the English ones exactly
// as SPEC.md and the pages had them), and the Arabic of the spec's messages the islands show. The API's refusals are
// worded by their code (shared refusals.ts). Kept apart from ui.ts so that an island's bundle carries only these.
import { apiMessages, messages } from '@fitout/shared';
import { checkRefusals } from '@fitout/shared/refusal-checks';
import type { Lang } from './ui.ts';

export type { Lang };

const en = {
  // Shared by the forms
  email: 'Email',
  password: 'Password',
  fullName: 'Full name',
  passwordHint: 'At least 8 characters. Avoid common passwords.',
  login: 'Login',
  sending: 'Sending…',
  saving: 'Saving…',
  cancel: 'Cancel',
  requiredNote: 'Fields marked * are required.',
  notAddedYet: 'Not added yet',
  // Login
  loginButton: 'Login',
  signingIn: 'Signing in…',
  forgotPassword: 'Forgot password?',
  newHere: 'New here?',
  createAccount: 'Create an account',
  confirmingEmail: 'Confirming your email address…',
  // Sign-up
  signupForm: 'Sign up',
  signupButton: 'Sign up',
  creatingAccount: 'Creating your account…',
  confirmPassword: 'Confirm password',
  haveAccount: 'Already have an account?',
  // Reset and change password
  resetForm: 'Reset password',
  resetButton: 'Send reset link',
  resetSentMore: 'If an account uses this address, the link to choose a new password is on its way.',
  remembered: 'Remembered it?',
  changeForm: 'Change password',
  changeButton: 'Change password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  askNewLink: 'Ask for a new link',
  // Logout
  signingOut: 'Signing you out…',
  // Customer area
  myAccount: 'My account',
  profile: 'Profile',
  order: 'Order',
  ordersList: 'Orders List',
  tryAgain: 'Try again',
  notFoundLead: 'The page you are looking for does not exist or has moved.',
  updateProfile: 'Update Profile',
  profilePicture: (name: string) => `Profile picture of ${name}`,
  defaultAvatar: 'Default avatar',
  id: 'ID',
  about: 'About',
  nothingYet: 'Nothing here yet.',
  details: 'Details',
  phone: 'Phone',
  governorate: 'Governorate',
  facebook: 'Facebook',
  twitter: 'Twitter',
  bio: 'Bio',
  yourOrders: 'Your orders',
  yourOrdersText: 'Ask for a finishing package for your unit, or follow the orders you have placed.',
  updateLead: 'Keep your details current so that our engineers can reach you.',
  updateForm: 'Update profile',
  picturePreview: 'Profile picture preview',
  pictureLabel: 'Profile picture',
  saveChanges: 'Save Changes',
  whyWeAsk: 'Why we ask',
  whyWeAskText: 'Our engineers use your phone number and governorate to arrange visits, and your picture helps them recognise you on site.',
  orderLead: 'Tell us about your unit and the work it needs. An engineer will call you to arrange a visit.',
  noPackage: 'No package selected',
  packageChosen: 'The package you chose to book.',
  packageNone: 'Book a package from a service page, or describe your needs below.',
  contact: 'Contact',
  location: 'Location',
  unitAndWork: 'The unit and the work',
  choose: 'Choose…',
  squareMeters: 'In square meters',
  noteHint: 'Anything we should know: finishes you like, dates, access to the unit.',
  createOrder: 'Create Order',
  nextTitle: 'What happens next',
  next1: ['We call you', ' within one working day to confirm the details.'],
  next2: ['An engineer visits', ' the unit, measures it and notes its condition.'],
  next3: ['You receive a quote', ' priced per square meter, before any work starts.'],
  yourOrdersList: 'Your orders',
  view: 'View',
  delete: 'Delete',
  orderDetails: 'Order Details',
  backToList: 'Back to List',
  orderMissing: 'This order could not be found. It may have been deleted.',
  orderPlaced: (date: string) => `Order placed ${date}`,
  deleting: 'Deleting…',
  confirmDelete: 'Yes, delete it!',
  // Contact form
  contactForm: 'Contact form',
  name: 'Name',
  message: 'Message',
  sendMessage: 'Send message',
  contactFailed: 'Your message could not be sent. Please try again.',
  contactOffline: 'Your message could not be sent. Check your connection and try again.',
};

export type FormWords = typeof en;

const ar: FormWords = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  fullName: 'الاسم بالكامل',
  passwordHint: 'لا تقل عن ٨ أحرف، وتجنّب كلمات المرور الشائعة.',
  login: 'تسجيل الدخول',
  sending: 'جارٍ الإرسال…',
  saving: 'جارٍ الحفظ…',
  cancel: 'إلغاء',
  requiredNote: 'الحقول المعلّمة بـ * مطلوبة.',
  notAddedYet: 'لم يُضف بعد',
  loginButton: 'تسجيل الدخول',
  signingIn: 'جارٍ تسجيل الدخول…',
  forgotPassword: 'نسيت كلمة المرور؟',
  newHere: 'جديد هنا؟',
  createAccount: 'أنشئ حسابًا',
  confirmingEmail: 'جارٍ تأكيد بريدك الإلكتروني…',
  signupForm: 'إنشاء حساب',
  signupButton: 'إنشاء حساب',
  creatingAccount: 'جارٍ إنشاء حسابك…',
  confirmPassword: 'تأكيد كلمة المرور',
  haveAccount: 'لديك حساب بالفعل؟',
  resetForm: 'إعادة تعيين كلمة المرور',
  resetButton: 'أرسل رابط إعادة التعيين',
  resetSentMore: 'إذا كان هناك حساب بهذا العنوان، فرابط اختيار كلمة مرور جديدة في طريقه إليك.',
  remembered: 'تذكّرتها؟',
  changeForm: 'تغيير كلمة المرور',
  changeButton: 'تغيير كلمة المرور',
  newPassword: 'كلمة المرور الجديدة',
  confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
  askNewLink: 'اطلب رابطًا جديدًا',
  signingOut: 'جارٍ تسجيل خروجك…',
  myAccount: 'حسابي',
  profile: 'الملف الشخصي',
  order: 'طلب جديد',
  ordersList: 'قائمة الطلبات',
  tryAgain: 'حاول مرة أخرى',
  notFoundLead: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
  updateProfile: 'تعديل الملف الشخصي',
  profilePicture: (name: string) => `الصورة الشخصية لـ ${name}`,
  defaultAvatar: 'صورة شخصية افتراضية',
  id: 'رقم العميل',
  about: 'نبذة',
  nothingYet: 'لا شيء هنا بعد.',
  details: 'البيانات',
  phone: 'الهاتف',
  governorate: 'المحافظة',
  facebook: 'فيسبوك',
  twitter: 'تويتر',
  bio: 'تعريف قصير',
  yourOrders: 'طلباتك',
  yourOrdersText: 'اطلب باقة تشطيب لوحدتك، أو تابع الطلبات التي قدّمتها.',
  updateLead: 'حدّث بياناتك ليتمكن مهندسونا من التواصل معك.',
  updateForm: 'تعديل الملف الشخصي',
  picturePreview: 'معاينة الصورة الشخصية',
  pictureLabel: 'الصورة الشخصية',
  saveChanges: 'حفظ التغييرات',
  whyWeAsk: 'لماذا نطلب هذه البيانات',
  whyWeAskText: 'يستخدم مهندسونا رقم هاتفك ومحافظتك لترتيب الزيارات، وتساعدهم صورتك على التعرّف عليك في الموقع.',
  orderLead: 'أخبرنا عن وحدتك والأعمال التي تحتاجها، وسيتصل بك مهندس لترتيب زيارة.',
  noPackage: 'لم تُختر باقة',
  packageChosen: 'الباقة التي اخترت حجزها.',
  packageNone: 'احجز باقة من صفحة الخدمات، أو صف احتياجاتك أدناه.',
  contact: 'بيانات التواصل',
  location: 'الموقع',
  unitAndWork: 'الوحدة والأعمال',
  choose: 'اختر…',
  squareMeters: 'بالمتر المربع',
  noteHint: 'أي شيء يجب أن نعرفه: التشطيبات التي تفضّلها، المواعيد، إمكانية دخول الوحدة.',
  createOrder: 'إرسال الطلب',
  nextTitle: 'ماذا يحدث بعد ذلك',
  next1: ['نتصل بك', ' خلال يوم عمل واحد لتأكيد التفاصيل.'],
  next2: ['يزور مهندس', ' الوحدة ويقيسها ويسجّل حالتها.'],
  next3: ['تتلقى عرض سعر', ' بالمتر المربع قبل بدء أي عمل.'],
  yourOrdersList: 'طلباتك',
  view: 'عرض',
  delete: 'حذف',
  orderDetails: 'تفاصيل الطلب',
  backToList: 'العودة إلى القائمة',
  orderMissing: 'تعذّر العثور على هذا الطلب. ربما حُذف.',
  orderPlaced: (date: string) => `تاريخ الطلب: ${date}`,
  deleting: 'جارٍ الحذف…',
  confirmDelete: 'نعم، احذفه!',
  contactForm: 'نموذج التواصل',
  name: 'الاسم',
  message: 'الرسالة',
  sendMessage: 'أرسل الرسالة',
  contactFailed: 'تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى.',
  contactOffline: 'تعذّر إرسال رسالتك. تحقّق من اتصالك وحاول مرة أخرى.',
};

/** The islands' words in `lang`: `const t = formWords(lang); t.loginButton`. */
export const formWords = (lang: Lang): FormWords => (lang === 'ar' ? ar : en);

/** The known English sentences of the spec (and the API's success notices), word for word, with their Arabic. */
const sentences: Record<string, string> = {
  [messages.packageFieldsRequired]: 'جميع الحقول مطلوبة لإنشاء الطلب',
  [messages.imageHint]: 'صورة PNG أو JPG لا يزيد عرضها وطولها عن ٨٠٠ بكسل.',
  [messages.deleteConfirmTitle]: 'هل أنت متأكد؟',
  [messages.deleteConfirm('order')]: 'سيُحذف الطلب نهائيًا!',
  [messages.invalidEmail]: 'عنوان بريد إلكتروني غير صالح',
  [messages.emptyList('order')]: 'لا توجد طلبات لعرضها.',
  [messages.invalidData]: 'بيانات غير صحيحة',
  [messages.somethingWrong]: 'حدث خطأ ما',
  [messages.activeAccount]: 'فعّل حسابك.',
  [messages.notFound]: 'خطأ ٤٠٤: الصفحة غير موجودة',
  [messages.backToHome]: 'العودة إلى الرئيسية',
  [messages.loading]: 'جارٍ التحميل…',
  [messages.signedIn]: 'تم تسجيل الدخول بنجاح',
  [messages.signedUp]: 'تم إنشاء الحساب بنجاح',
  [messages.loggedOut]: 'تم تسجيل خروجك.',
  [messages.registrationSuccess]: 'تم التسجيل بنجاح! يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.',
  [messages.profileUpdated]: 'تم تحديث الملف الشخصي بنجاح',
  [messages.orderCreated]: 'تم إنشاء الطلب بنجاح!',
  [messages.orderDeleted]: 'تم حذف الطلب بنجاح!',
  [messages.passwordResetSent]: 'تم إرسال رسالة إعادة تعيين كلمة المرور!',
  [messages.passwordChanged]: 'تم تغيير كلمة المرور بنجاح!',
  [apiMessages.accountActivated]: 'تم تفعيل حسابك. يمكنك تسجيل الدخول الآن.',
  [apiMessages.passwordResetRequested]: 'إذا كان هناك حساب بهذا العنوان، فقد أُرسل إليه رابط لاختيار كلمة مرور جديدة.',
  [apiMessages.contactReceived]: 'شكرًا لك. تم إرسال رسالتك.',
  'Network Error': 'خطأ في الاتصال بالشبكة',
};
// The site's own checks say a few of the API's words before sending (required, an email address, passwords that
// differ, a stale link): their Arabic is the registry's, by code (shared refusals/checks.ts; the API's answers are
// worded by code, not here).
for (const { en, ar } of Object.values(checkRefusals)) sentences[en] = ar;

/** English messages with a value inside: the pattern and its Arabic. */
const patterns: [RegExp, (...parts: string[]) => string][] = [
  [/^Error fetching profile (.*)$/s, (error) => `خطأ في جلب الملف الشخصي ${inArabic(error)}`],
  [/^Error while deleting project! (.*)$/s, (error) => `خطأ أثناء حذف الطلب! ${inArabic(error)}`],
  [/^Error: (.*)$/s, (error) => `خطأ: ${inArabic(error)}`],
];

/** The Arabic of a known English message; anything unknown comes back as it was sent. */
export function inArabic(text: string): string {
  const known = sentences[text];
  if (known) return known;
  for (const [pattern, arabic] of patterns) {
    const match = pattern.exec(text);
    if (match) return arabic(...match.slice(1));
  }
  return text;
}

/** A message in the page's language: English exactly as sent, Arabic through `inArabic`. */
export const say = (lang: Lang, text: string) => (lang === 'ar' ? inArabic(text) : text);

/** A translator for one page: `const tr = sayIn(lang); tr(messages.signedIn)`. */
export const sayIn = (lang: Lang) => (text: string) => say(lang, text);
