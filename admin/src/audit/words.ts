// The audit log's words and the stale-record warning's, in both languages (i18n/messages.ts takes them in).
import { auditActions, type AuditAction } from '@fitout/shared';

const actionsEn: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'two-factor': 'Second step passed',
  'two-factor-failed': 'Second step failed',
  invite: 'Invited',
  suspend: 'Suspended',
  reinstate: 'Reinstated',
  role: 'Role changed',
};

const actionsAr: Record<AuditAction, string> = {
  create: 'إنشاء',
  update: 'تعديل',
  delete: 'حذف',
  'sign-in': 'تسجيل دخول',
  'sign-in-failed': 'تسجيل دخول فاشل',
  'two-factor': 'اجتياز الخطوة الثانية',
  'two-factor-failed': 'فشل الخطوة الثانية',
  invite: 'دعوة',
  suspend: 'إيقاف',
  reinstate: 'إعادة تفعيل',
  role: 'تغيير الدور',
};

/** The resources an entry may name, as the console calls them. */
export const auditResources = ['categories', 'packages', 'components', 'works', 'orders', 'contact-messages', 'staff'] as const;

const resourcesEn: Record<(typeof auditResources)[number], string> = {
  categories: 'Categories',
  packages: 'Packages',
  components: 'Package components',
  works: 'Our works',
  orders: 'Orders',
  'contact-messages': 'Contact messages',
  staff: 'Staff',
};

const resourcesAr: Record<(typeof auditResources)[number], string> = {
  categories: 'الفئات',
  packages: 'الباقات',
  components: 'مكونات الباقات',
  works: 'أعمالنا',
  orders: 'الطلبات',
  'contact-messages': 'رسائل التواصل',
  staff: 'فريق العمل',
};

export const auditWords = {
  en: {
    title: 'Audit log',
    entry: 'Audit entry %{id}',
    at: 'When',
    who: 'Who',
    role: 'Role',
    action: 'Action',
    resource: 'Record type',
    record: 'Record',
    ip: 'IP address',
    from: 'From',
    to: 'To',
    person: 'Person (e-mail)',
    field: 'Field',
    before: 'Before',
    after: 'After',
    no_fields: 'No fields recorded.',
    export: 'Export CSV',
    export_failed: 'The export could not be downloaded. Try again.',
    empty: 'Nothing has been recorded yet.',
    actions: actionsEn,
    resources: resourcesEn,
  },
  ar: {
    title: 'سجل التدقيق',
    entry: 'قيد التدقيق %{id}',
    at: 'الوقت',
    who: 'بواسطة',
    role: 'الدور',
    action: 'الإجراء',
    resource: 'نوع السجل',
    record: 'السجل',
    ip: 'عنوان IP',
    from: 'من',
    to: 'إلى',
    person: 'الشخص (البريد الإلكتروني)',
    field: 'الحقل',
    before: 'قبل',
    after: 'بعد',
    no_fields: 'لم تُسجَّل أي حقول.',
    export: 'تصدير CSV',
    export_failed: 'تعذّر تنزيل الملف. حاول مرة أخرى.',
    empty: 'لم يُسجَّل شيء بعد.',
    actions: actionsAr,
    resources: resourcesAr,
  },
};

export const conflictWords = {
  en: {
    title: 'Someone else changed this record',
    changed_by: '%{who} saved this record at %{when}, after you opened it.',
    changed: 'This record was changed after you opened it.',
    not_saved: 'Your changes were not saved. Reload to see the record as it is now, then make your changes again.',
    reload: 'Reload',
    keep: 'Keep my page',
  },
  ar: {
    title: 'غيّر شخص آخر هذا السجل',
    changed_by: 'حفظ %{who} هذا السجل في %{when}، بعد أن فتحته.',
    changed: 'تغيّر هذا السجل بعد أن فتحته.',
    not_saved: 'لم تُحفظ تغييراتك. أعد التحميل لترى السجل كما هو الآن، ثم أدخل تغييراتك مرة أخرى.',
    reload: 'إعادة التحميل',
    keep: 'البقاء في الصفحة',
  },
};

export const auditActionChoices = auditActions.map((id) => ({ id, name: `console.audit.actions.${id}` }));
export const auditResourceChoices = auditResources.map((id) => ({ id, name: `console.audit.resources.${id}` }));
