import type { Locale } from './locale.ts';

/**
 * The console's own words, English and Arabic, key for key (test/i18n.test.ts checks it). No react-admin here: the
 * login page reads its part (`console.login`) on its own.
 */
const english = {
  console: {
    title: 'Fit-out console',
    language: 'Language',
    menu: { works: 'Our works', contact_messages: 'Contact messages' },
    theme: { to_light: 'Switch to light mode', to_dark: 'Switch to dark mode' },
    logout: 'Logout',
    back_to_list: 'Back to List',
    back_to_profile: 'Back to Profile',
    login: {
      title: 'Company console',
      subtitle: 'Sign in with a company account',
      email: 'Email',
      password: 'Password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      sign_in: 'Sign in',
      required: 'Required',
    },
    packages: { component_page: 'Package Component', components: 'Components', no_components: 'There are no components to display.' },
    categories: { create: 'Create category', update: 'Update category', one: 'Category' },
    works: { page_title: 'Our Work' },
  },
  resources: {
    categories: {
      name: 'Category |||| Categories',
      fields: {
        id: 'Id',
        image: 'Image',
        title: 'Title',
        slug: 'Slug',
        details: 'Details',
        title_ar: 'Title (Arabic)',
        details_ar: 'Details (Arabic)',
      },
    },
    packages: {
      name: 'Package |||| Packages',
      fields: {
        image: 'Image',
        title: 'Title',
        price_per_unit: 'Price per unit (EGP)',
        price: 'Price per unit',
        category: 'Service (category)',
        service: 'Service',
        description: 'Description',
        tags: 'Tags',
        tags_help: 'Comma-separated, e.g. kitchen, modern',
        title_ar: 'Title (Arabic)',
        description_ar: 'Description (Arabic)',
      },
    },
    components: { name: 'Component |||| Components' },
    works: {
      name: 'Work |||| Our works',
      fields: {
        title: 'Title',
        description: 'Description',
        title_ar: 'Title (Arabic)',
        description_ar: 'Description (Arabic)',
        thumbnail: 'Thumbnail',
        image1: 'Image 1',
        image2: 'Image 2',
        image3: 'Image 3',
        image4: 'Image 4',
      },
    },
    orders: { name: 'Order |||| Orders' },
    'contact-messages': { name: 'Contact message |||| Contact messages' },
  },
};

export type ConsoleMessages = typeof english;

/** Polyglot's Arabic rule has six plural forms (0, 1, 2, 3–10, 11–99, more): one for 1, one for the rest. */
const counted = (one: string, many: string) => [many, one, many, many, many, many].join(' |||| ');

const arabic: ConsoleMessages = {
  console: {
    title: 'لوحة إدارة التشطيبات',
    language: 'اللغة',
    menu: { works: 'أعمالنا', contact_messages: 'رسائل التواصل' },
    theme: { to_light: 'التبديل إلى الوضع الفاتح', to_dark: 'التبديل إلى الوضع الداكن' },
    logout: 'تسجيل الخروج',
    back_to_list: 'العودة إلى القائمة',
    back_to_profile: 'العودة إلى الملف الشخصي',
    login: {
      title: 'لوحة إدارة الشركة',
      subtitle: 'سجّل الدخول بحساب الشركة',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      show_password: 'إظهار كلمة المرور',
      hide_password: 'إخفاء كلمة المرور',
      sign_in: 'تسجيل الدخول',
      required: 'مطلوب',
    },
    packages: { component_page: 'مكونات الباقة', components: 'المكونات', no_components: 'لا توجد مكونات لعرضها.' },
    categories: { create: 'إنشاء فئة', update: 'تعديل الفئة', one: 'الفئة' },
    works: { page_title: 'أعمالنا' },
  },
  resources: {
    categories: {
      name: counted('فئة', 'الفئات'),
      fields: {
        id: 'المعرّف',
        image: 'الصورة',
        title: 'العنوان',
        slug: 'المعرّف النصي',
        details: 'التفاصيل',
        title_ar: 'العنوان (بالعربية)',
        details_ar: 'التفاصيل (بالعربية)',
      },
    },
    packages: {
      name: counted('باقة', 'الباقات'),
      fields: {
        image: 'الصورة',
        title: 'العنوان',
        price_per_unit: 'سعر الوحدة (جنيه مصري)',
        price: 'سعر الوحدة',
        category: 'الخدمة (الفئة)',
        service: 'الخدمة',
        description: 'الوصف',
        tags: 'الوسوم',
        tags_help: 'مفصولة بفواصل، مثل: مطبخ، عصري',
        title_ar: 'العنوان (بالعربية)',
        description_ar: 'الوصف (بالعربية)',
      },
    },
    components: { name: counted('مكوّن', 'المكونات') },
    works: {
      name: counted('عمل', 'أعمالنا'),
      fields: {
        title: 'العنوان',
        description: 'الوصف',
        title_ar: 'العنوان (بالعربية)',
        description_ar: 'الوصف (بالعربية)',
        thumbnail: 'الصورة المصغرة',
        image1: 'الصورة 1',
        image2: 'الصورة 2',
        image3: 'الصورة 3',
        image4: 'الصورة 4',
      },
    },
    orders: { name: counted('طلب', 'الطلبات') },
    'contact-messages': { name: counted('رسالة تواصل', 'رسائل التواصل') },
  },
};

export const consoleMessages: Record<Locale, ConsoleMessages> = { en: english, ar: arabic };

/**
 * Page titles and button labels the console passes to react-admin as English text: react-admin translates a label
 * with the text itself as the fallback, so English needs no entry and Arabic finds these (keys without dots).
 */
export const arabicPhrases: Record<string, string> = {
  'Create category': 'إنشاء فئة',
  'Create package': 'إنشاء باقة',
  'Create work': 'إضافة عمل',
  'Create New Work': 'إضافة عمل جديد',
  'Update Work': 'تعديل العمل',
  'Package List': 'قائمة الباقات',
  'Our Work List': 'قائمة أعمالنا',
  Categories: 'الفئات',
  Packages: 'الباقات',
  Works: 'الأعمال',
  Orders: 'الطلبات',
  'Contact messages': 'رسائل التواصل',
  'Contact message': 'رسالة تواصل',
  Profile: 'الملف الشخصي',
  'View categories': 'عرض الفئات',
  'View packages': 'عرض الباقات',
  'View works': 'عرض الأعمال',
  'View orders': 'عرض الطلبات',
  View: 'عرض',
  Id: 'المعرّف',
  Title: 'العنوان',
  Slug: 'المعرّف النصي',
  Image: 'الصورة',
  Price: 'السعر',
  Service: 'الخدمة',
  Date: 'التاريخ',
  Show: 'عرض',
};
