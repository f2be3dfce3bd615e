// The words of an order's messages in the console (issue 25: console.messages in i18n/messages.ts), English and
// Arabic key for key (the API's refusals are worded by their code in shared refusals.ts).
const english = {
  title: 'Messages',
  new_count: '%{count} new',
  new: 'New',
  none: 'No messages yet. Write to the customer below: they are mailed a link to answer on their order page.',
  earlier: 'Show earlier messages',
  loading: 'Loading the messages…',
  load_failed: 'The messages could not be loaded.',
  retry: 'Try again',
  // As the customer area names the team when a message's author is unknown.
  company: 'Fit-out team',
  customer: 'Customer',
  staff: 'Staff',
  photo_alt: 'Photo %{n} from %{author}',
  photos: 'Photos',
  documents: 'Documents',
  download: 'Download %{name}, %{size}',
  write: 'Write to the customer',
  write_hint: 'The customer is mailed a link to this thread. Ctrl+Enter sends.',
  attach: 'Attach photos or PDFs',
  attach_hint: 'Up to 5 files, 20 MB together: JPEG, PNG or WebP photos, or PDF documents.',
  chosen: 'Files to send',
  remove_file: 'Remove %{name}',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Message sent',
  unread_label: '%{count} unread message |||| %{count} unread messages',
  column: 'Messages',
};

type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

/** Polyglot's Arabic rule has six plural forms (0, 1, 2, 3–10, 11–99, more). */
const arabicForms = (zero: string, one: string, two: string, few: string, many: string, other: string) =>
  [zero, one, two, few, many, other].join(' |||| ');

const arabic: Words<typeof english> = {
  title: 'الرسائل',
  new_count: '%{count} جديدة',
  new: 'جديدة',
  none: 'لا توجد رسائل بعد. اكتب إلى العميل أدناه: يصله بالبريد رابط للرد من صفحة طلبه.',
  earlier: 'عرض الرسائل الأقدم',
  loading: 'جارٍ تحميل الرسائل…',
  load_failed: 'تعذّر تحميل الرسائل.',
  retry: 'حاول مرة أخرى',
  company: 'فريق التشطيب',
  customer: 'العميل',
  staff: 'فريق العمل',
  photo_alt: 'الصورة %{n} من %{author}',
  photos: 'الصور',
  documents: 'المستندات',
  download: 'تنزيل %{name}، %{size}',
  write: 'اكتب إلى العميل',
  write_hint: 'يصل العميلَ بالبريد رابطٌ إلى هذه المحادثة. يرسل Ctrl+Enter الرسالة.',
  attach: 'أرفق صورًا أو ملفات PDF',
  attach_hint: 'حتى ٥ ملفات: صور (JPEG أو PNG أو WebP) أو ملفات PDF، بحد أقصى ٢٠ ميجابايت.',
  chosen: 'الملفات المرفقة',
  remove_file: 'إزالة %{name}',
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  sent: 'تم إرسال الرسالة',
  // The number in every form: the badge shows it, and a control's name holds the words it shows.
  unread_label: arabicForms(
    '%{count} رسالة غير مقروءة',
    'رسالة واحدة غير مقروءة (%{count})',
    'رسالتان غير مقروءتين (%{count})',
    '%{count} رسائل غير مقروءة',
    '%{count} رسالة غير مقروءة',
    '%{count} رسالة غير مقروءة',
  ),
  column: 'الرسائل',
};

export const messageWords = { en: english, ar: arabic };
