// Every refusal the API answers, by its code, with its words in English and Arabic written here once. The API
// answers `{"code": "quote.superseded", "detail": <the English>, "params": {…}}` (params only where the words carry
// values), and field errors keep `{"field": ["message"]}` with `"$codes": {"field": ["code"]}` beside them
// (docs/api.md). The site and the console show a refusal in the reader's language from its code, never by its
// English sentence. A plain words module: no zod, no side effects, so that an island can carry it (a sign-in page
// loads it once the API has refused something, and carries only its own checks' words: checks.ts).
import { apiMessages, listMessages, messages } from '../common/messages.ts';
import { auditMessages } from '../audit/words.ts';
import { arabicDigits } from '../common/format.ts';
import { checkRefusals } from './checks.ts';
import { mailPreferenceMessages } from '../mail-preferences/words.ts';
import { changeMessages } from '../changes/words.ts';
import { costMessages } from '../costs/words.ts';
import { dailyLogMessages } from '../daily-logs/words.ts';
import { closingWords } from '../orders/words.ts';
import { selectionMessages } from '../selections/words.ts';
import { scheduleMessages } from '../schedule/words.ts';
import { onlinePaymentMessages } from '../online-payments/words.ts';
import { insightMessages } from '../insights/words.ts';
import { quoteMessages } from '../quotes/words.ts';
import { snagMessages } from '../snags/words.ts';
import { staffMessages } from '../staff/words.ts';
import { threadMessages } from '../threads/words.ts';
import { twoFactorMessages } from '../two-factor/words.ts';
import { visitMessages } from '../visits/words.ts';
import { leadMessages, leadMoveRefusedAr } from '../leads/words.ts';

export type RefusalLanguage = 'en' | 'ar';

/** The words of a refusal whose sentence carries values (an expiry date, a version). */
const withValues = <P extends Record<string, string | number>>(en: (values: P) => string, ar: (values: P) => string) => ({ en, ar });

export const refusals = {
  // Signing in and who may call what
  'auth.not_authenticated': { en: apiMessages.notAuthenticated, ar: 'لم تُقدَّم بيانات تسجيل الدخول.' },
  'auth.token_invalid': { en: apiMessages.invalidToken, ar: 'انتهت صلاحية الجلسة، يُرجى تسجيل الدخول مرة أخرى.' },
  'auth.permission_denied': { en: apiMessages.permissionDenied, ar: 'ليست لديك صلاحية لتنفيذ هذا الإجراء.' },
  'auth.bad_credentials': { en: apiMessages.badCredentials, ar: 'لا يوجد حساب مفعّل بهذه البيانات' },
  'auth.inactive_account': { en: apiMessages.inactiveAccount, ar: 'يُرجى تأكيد بريدك الإلكتروني أولًا.' },
  'auth.not_your_user': { en: apiMessages.notYourUser, ar: 'رقم المستخدم لا يطابق الحساب المسجّل دخوله.' },
  'auth.link_invalid': checkRefusals['auth.link_invalid'],
  'auth.refresh_invalid': { en: apiMessages.refreshInvalid, ar: 'انتهت صلاحية الجلسة أو أنها غير صالحة' },
  'auth.cross_site': { en: apiMessages.crossSiteRefused, ar: 'رُفض الطلب: مصدره ليس من المواقع الموثوق بها.' },
  'auth.session_header_missing': {
    en: apiMessages.sessionHeaderMissing,
    ar: 'رُفض الطلب: لا تُقبل ملفات تعريف الجلسة دون الترويسة X-Fitout-Session.',
  },
  'account.suspended': { en: staffMessages.accountSuspended, ar: 'هذا الحساب موقوف. تواصل مع مالك الشركة.' },
  'two_factor.second_step_required': {
    en: twoFactorMessages.secondStepRequired,
    ar: 'أدخل الرمز من تطبيق المصادقة، أو رمز استرداد، أو استخدم مفتاح مرور.',
  },
  'two_factor.code_invalid': { en: twoFactorMessages.codeInvalid, ar: 'هذا الرمز غير صالح. تحقّق من الوقت على هاتفك وحاول مجددًا.' },
  'two_factor.sign_in_expired': {
    en: twoFactorMessages.signInExpired,
    ar: 'انتهت صلاحية تسجيل الدخول هذا. أدخل بريدك الإلكتروني وكلمة المرور مجددًا.',
  },
  'two_factor.setup_required': { en: twoFactorMessages.setupRequired, ar: 'اضبط التحقق بخطوتين قبل استخدام لوحة الإدارة.' },
  'two_factor.no_setup_pending': { en: twoFactorMessages.noSetupPending, ar: 'ابدأ الضبط من جديد: لا يوجد رمز قيد الضبط.' },
  'two_factor.required_for_role': {
    en: twoFactorMessages.requiredCannotDisable,
    ar: 'التحقق بخطوتين مطلوب لدورك ولا يمكن إيقافه.',
  },
  'two_factor.not_enabled': { en: twoFactorMessages.notEnabled, ar: 'التحقق بخطوتين غير مفعّل.' },
  'two_factor.passkey_refused': {
    en: twoFactorMessages.passkeyRefused,
    ar: 'لم يُقبل مفتاح المرور هذا. حاول مجددًا، أو سجّل الدخول بكلمة المرور.',
  },
  'two_factor.challenge_expired': { en: twoFactorMessages.challengeExpired, ar: 'انتهت صلاحية هذا الطلب. حاول مجددًا.' },
  'sudo.required': { en: twoFactorMessages.sudoRequired, ar: 'أكّد أنك أنت لإجراء هذا التغيير.' },
  'sudo.password_invalid': { en: twoFactorMessages.passwordInvalid, ar: 'كلمة المرور هذه غير صحيحة.' },
  'sudo.proof_needed': { en: twoFactorMessages.proofNeeded, ar: 'أكّد برمز من تطبيق المصادقة، أو برمز استرداد، أو بمفتاح مرور.' },
  'sudo.password_needed': { en: twoFactorMessages.passwordProofNeeded, ar: 'أكّد بكلمة مرورك.' },
  'mail_preferences.link_invalid': {
    en: mailPreferenceMessages.invalidLink,
    ar: 'هذا الرابط غير صالح. سجّل الدخول واختر الرسائل التي تصلك من ملفك الشخصي.',
  },

  // The request itself
  'request.not_found': { en: apiMessages.notFound, ar: 'غير موجود.' },
  'request.throttled': withValues<{ seconds: number }>(
    ({ seconds }) => apiMessages.rateLimited.replace('{seconds}', String(seconds)),
    ({ seconds }) => `تم تقييد الطلب. سيكون متاحًا بعد ${arabicDigits(seconds)} ثانية.`,
  ),
  'request.method_not_allowed': withValues<{ method: string }>(
    ({ method }) => apiMessages.methodNotAllowed(method),
    ({ method }) => `الطريقة "${method}" غير مسموح بها.`,
  ),
  /** The web framework's own refusals (an unsupported media type, say): its English words are the detail. */
  'request.refused': { en: 'The request was refused.', ar: 'رُفض الطلب.' },
  'request.body_too_large': { en: apiMessages.bodyTooLarge, ar: 'حجم الطلب كبير جدًا.' },
  'request.body_too_deep': { en: apiMessages.bodyTooDeep, ar: 'بنية JSON متداخلة بعمق زائد.' },
  'request.form_data_refused': { en: apiMessages.noFormDataHere, ar: 'هذا الطلب لا يقبل بيانات نموذج متعددة الأجزاء؛ أرسل JSON.' },
  'request.malformed_body': { en: apiMessages.malformedBody, ar: 'محتوى الطلب غير سليم.' },
  'request.malformed_address': { en: apiMessages.malformedAddress, ar: 'العنوان غير سليم.' },
  'request.address_too_long': { en: apiMessages.addressTooLong, ar: 'العنوان طويل جدًا.' },
  'request.file_too_large': { en: apiMessages.fileTooLarge, ar: 'الملف المرفوع كبير جدًا.' },
  'request.precondition_required': {
    en: auditMessages.preconditionRequired,
    ar: 'أرسل وسم ETag الذي قرأته في If-Match: كل تعديل عبر واجهة لوحة الإدارة يسمّي النسخة التي يغيّرها.',
  },
  'record.stale': {
    en: auditMessages.stale,
    ar: 'تغيّر هذا السجل منذ أن فتحته. أعد تحميله لترى التغييرات، ثم أجرِ تعديلاتك مجددًا.',
  },
  'record.exists': { en: apiMessages.recordExists, ar: 'يوجد سجل بهذه القيم بالفعل.' },
  'record.referenced': { en: apiMessages.recordReferenced, ar: 'لا تزال سجلات أخرى تشير إلى هذا السجل.' },
  'record.value_malformed': { en: apiMessages.valueMalformed, ar: 'إحدى القيم خارج النطاق أو غير سليمة.' },

  // The server
  'metrics.token_required': {
    en: 'Metrics need the bearer token METRICS_TOKEN names.',
    ar: 'تحتاج المقاييس إلى رمز الحامل الذي يسمّيه METRICS_TOKEN.',
  },
  'server.unavailable': { en: apiMessages.databaseUnavailable, ar: 'الخدمة غير متاحة لحظيًا. يرجى المحاولة مجددًا بعد ثوانٍ.' },
  'server.error': { en: apiMessages.serverError, ar: 'حدث خطأ في الخادم.' },
  'server.storage_full': {
    en: apiMessages.storageFull,
    ar: 'لم تعد لدى الخادم مساحة لتخزين هذا. لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.',
  },
  'server.media_unavailable': {
    en: apiMessages.mediaStorageUnavailable,
    ar: 'تعذّر الوصول إلى مخزن الصور الآن. لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.',
  },

  // Areas
  'category.in_use': { en: apiMessages.categoryInUse, ar: 'لا تزال هذه الفئة تضم باقات. انقلها أو احذفها أولًا.' },
  'staff.invitation_unknown': {
    en: staffMessages.invitationUnknown,
    ar: 'رابط الدعوة هذا غير صالح. تأكد من أنك فتحت الرابط كاملًا من الرسالة.',
  },
  'staff.invitation_used': {
    en: staffMessages.invitationUsed,
    ar: 'استُخدمت هذه الدعوة بالفعل. سجّل الدخول بكلمة المرور التي اخترتها.',
  },
  'staff.invitation_expired': { en: staffMessages.invitationExpired, ar: 'انتهت صلاحية هذه الدعوة. اطلب من المالك دعوتك مرة أخرى.' },
  'staff.last_owner': {
    en: staffMessages.lastOwner,
    ar: 'تحتاج الشركة إلى مالك نشط واحد على الأقل. اجعل عضوًا آخر مالكًا أولًا.',
  },
  'order.has_money': {
    en: 'This order has an accepted quote or a recorded payment, so it can no longer be withdrawn. Ask us to cancel it instead.',
    ar: 'على هذا الطلب عرض سعر مقبول أو دفعة مسجلة، فلا يمكن سحبه الآن. اطلب منا إلغاءه بدلًا من ذلك.',
  },
  'order.closed': {
    en: 'This order is already closed: it was cancelled or withdrawn.',
    ar: 'هذا الطلب مغلق بالفعل: أُلغي أو سُحب.',
  },
  'order.cancel_reason_required': { en: closingWords.en.reasonRequired, ar: closingWords.ar.reasonRequired },
  'pay.not_payable': { en: onlinePaymentMessages.notPayable, ar: 'هذه الدفعة غير مستحقة الآن، أو سُدِّدت بالفعل.' },
  'pay.way_unavailable': { en: onlinePaymentMessages.wayUnavailable, ar: 'طريقة الدفع هذه غير متاحة.' },
  'pay.bad_signature': { en: onlinePaymentMessages.badSignature, ar: 'التوقيع غير مطابق.' },
  'pay.provider_unavailable': {
    en: onlinePaymentMessages.providerUnavailable,
    ar: 'تعذّر الوصول إلى مزوّد الدفع. حاول مجددًا بعد بضع دقائق.',
  },
  'pay.not_refundable': {
    en: onlinePaymentMessages.notRefundable,
    ar: 'لا يُسترد هنا إلا ما دُفع ببطاقة أو محفظة عبر Paymob، وفي حدود ما تبقّى منه.',
  },
  'pay.event_resolved': { en: onlinePaymentMessages.eventResolved, ar: 'تمت معالجة هذا بالفعل.' },
  'quote.no_accepted_quote': { en: quoteMessages.noAcceptedQuote, ar: 'تُسجَّل الدفعات بعد أن يقبل العميل عرض السعر.' },
  'quote.draft_exists': { en: quoteMessages.draftExists, ar: 'لهذا الطلب مسودة عرض بالفعل: عدّلها.' },
  'quote.accepted_final': { en: quoteMessages.acceptedFinal, ar: 'لهذا الطلب عرض مقبول؛ وهو نهائي.' },
  'quote.sent_never_changes': { en: quoteMessages.sentNeverChanges, ar: 'العرض المُرسل لا يتغير: اكتب نسخة معدّلة بدلًا من ذلك.' },
  'quote.not_draft': { en: quoteMessages.notDraft, ar: 'لا يُرسل أو يُحذف إلا المسودة.' },
  'quote.not_yours': { en: quoteMessages.notYourQuote, ar: 'لا يرد على العرض إلا العميل صاحب الطلب.' },
  'quote.answered': { en: quoteMessages.answered, ar: 'تم الرد على هذا العرض بالفعل.' },
  'quote.superseded': withValues<{ current: number }>(
    ({ current }) => quoteMessages.stale(current),
    ({ current }) => `تم تعديل هذا العرض: النسخة ${arabicDigits(current)} هي الحالية.`,
  ),
  'quote.expired': withValues<{ date: string }>(
    ({ date }) => quoteMessages.expired(date),
    ({ date }) => `انتهت صلاحية هذا العرض في ${date}.`,
  ),
  'change.no_accepted_quote': { en: changeMessages.noAcceptedQuote, ar: 'يُطلب التغيير على طلب قَبِل العميل عرض سعره.' },
  'change.answered': { en: changeMessages.answered, ar: 'تم الرد على هذا التغيير بالفعل.' },
  'change.expired': withValues<{ date: string }>(
    ({ date }) => changeMessages.expired(date),
    ({ date }) => `انتهى موعد الرد على هذا التغيير في ${date}.`,
  ),
  'change.customer_only': { en: changeMessages.customerOnly, ar: 'لا يوافق على تغييرات الطلب أو يرفضها إلا العميل صاحب الطلب.' },
  'change.credit_too_large': { en: changeMessages.creditTooLarge, ar: 'يخصم هذا التغيير أكثر مما تبقى للدفع.' },
  'change.nothing_to_spread': { en: changeMessages.nothingToSpread, ar: 'كل الدفعات مدفوعة: اختر دفعة جديدة بدلًا من التوزيع.' },
  // Job costs (issue 39)
  'costs.no_accepted_quote': { en: costMessages.noAcceptedQuote, ar: 'تُقسَّم ميزانية العمل بعد أن يقبل العميل عرض السعر.' },
  'costs.split_sum': { en: costMessages.splitSum, ar: 'يجب أن يساوي مجموع التقسيم الميزانية تمامًا.' },
  'costs.state_move': {
    en: costMessages.stateMove,
    ar: 'ينتقل أمر الشراء من مسودة إلى مُرسَل إلى مُستلَم، أو يُلغى قبل استلامه.',
  },
  'costs.not_a_receipt': { en: costMessages.notAReceipt, ar: 'أرفق الإيصال صورةً أو ملف مستند محمول.' },
  'costs.supplier_missing': { en: costMessages.supplierMissing, ar: 'اختر موردًا من القائمة.' },
  'costs.split_amount': { en: costMessages.splitAmount, ar: 'اكتب مبلغًا بالقروش الصحيحة، صفرًا أو أكثر.' },
  'costs.lines': { en: costMessages.lines, ar: 'يحتاج أمر الشراء إلى بند واحد على الأقل.' },
  'supplier.in_use': { en: costMessages.supplierInUse, ar: 'أوامر شراء أو فواتير تذكر هذا المورد: لذا يبقى.' },
  'selection.no_accepted_quote': { en: selectionMessages.noAcceptedQuote, ar: 'تُحدَّد الاختيارات بعد أن يقبل العميل عرض السعر.' },
  'selection.not_open': { en: selectionMessages.notOpen, ar: 'تم اختيار هذا البند أو قفله بالفعل.' },
  'selection.customer_only': { en: selectionMessages.customerOnly, ar: 'لا يختار إلا العميل صاحب الطلب.' },
  'thread.too_many_files': { en: threadMessages.tooManyFiles, ar: 'تحمل الرسالة الواحدة ٥ ملفات على الأكثر.' },
  'thread.too_large': { en: threadMessages.tooLarge, ar: 'لا يزيد مجموع ملفات الرسالة الواحدة عن ٢٠ ميجابايت.' },
  'thread.customer_only': {
    en: threadMessages.customerSideOnly,
    ar: 'لا يكتب هنا إلا العميل صاحب الطلب؛ ويكتب فريق العمل من لوحة الإدارة.',
  },
  'snag.not_completed': { en: snagMessages.notCompleted, ar: 'يُبلغ عن الملاحظات بعد اكتمال العمل.' },
  'snag.warranty_over': withValues<{ date: string }>(
    ({ date }) => snagMessages.warrantyOver(date),
    ({ date }) => `انتهى الضمان في ${date}.`,
  ),
  'daily_log.order_closed': { en: dailyLogMessages.orderClosed, ar: 'الطلب مغلق: لا تُكتب عليه يومية موقع.' },
  'snag.not_open': { en: snagMessages.notOpen, ar: 'لا يُعلَّم بالإصلاح إلا ملاحظة مفتوحة.' },
  'snag.not_fixed': { en: snagMessages.notFixed, ar: 'لا تؤكَّد ولا يُعاد فتح إلا ملاحظة تم إصلاحها.' },
  'snag.customer_only': { en: snagMessages.customerOnly, ar: 'لا يبلغ عن الملاحظات ويؤكدها إلا العميل صاحب الطلب.' },
  'visit.customer_only': { en: visitMessages.customerOnly, ar: 'لا يحجز الزيارة إلا العميل صاحب الطلب.' },
  'visit.slot_taken': { en: visitMessages.slotTaken, ar: 'حجز شخص آخر هذا الموعد للتو. يُرجى اختيار موعد آخر.' },
  'visit.slot_gone': { en: visitMessages.slotGone, ar: 'لم يعد هذا الموعد متاحًا. يُرجى اختيار موعد آخر.' },
  'visit.not_your_area': { en: visitMessages.notYourArea, ar: 'هذا الموعد لا يغطي محافظة طلبك.' },
  'visit.no_visit': { en: visitMessages.noVisit, ar: 'لا توجد زيارة محجوزة لهذا الطلب.' },
  'visit.slot_booked': { en: visitMessages.slotBooked, ar: 'في هذا الموعد زيارات محجوزة: ألغِها أولًا.' },
  'visit.cutoff': withValues<{ hours: number }>(
    ({ hours }) => visitMessages.cutoff(hours),
    ({ hours }) => `يمكن حجز الزيارة أو نقلها أو إلغاؤها حتى ${arabicDigits(hours)} ساعة قبل موعدها.`,
  ),

  // Field errors: the messages a `{"field": [...]}` answer carries, by the code `$codes` names beside them.
  'field.required': checkRefusals['field.required'],
  'field.not_null': { en: apiMessages.notNull, ar: 'لا يمكن أن يكون هذا الحقل فارغًا.' },
  'field.not_a_string': { en: apiMessages.notAString, ar: 'ليس نصًا صالحًا.' },
  'field.invalid_email': checkRefusals['field.invalid_email'],
  'field.invalid_number': { en: apiMessages.invalidNumber, ar: 'يلزم إدخال رقم صالح.' },
  'field.invalid_integer': { en: apiMessages.invalidInteger, ar: 'يلزم إدخال عدد صحيح صالح.' },
  'field.invalid_choice': withValues<{ value: string }>(
    ({ value }) => apiMessages.invalidChoice(value),
    ({ value }) => `"${value}" ليس اختيارًا صالحًا.`,
  ),
  'field.invalid_language': withValues<{ value: string }>(
    ({ value }) => apiMessages.invalidLanguage(value),
    ({ value }) => `"${value}" ليست لغة صالحة. اختر "en" (الإنجليزية) أو "ar" (العربية).`,
  ),
  'field.too_long': withValues<{ max: number }>(
    ({ max }) => apiMessages.tooLong(max),
    ({ max }) => `يجب ألا يزيد هذا الحقل عن ${arabicDigits(max)} حرفًا.`,
  ),
  'field.too_short': withValues<{ min: number }>(
    ({ min }) => apiMessages.tooShort(min),
    ({ min }) => `يجب ألا يقل هذا الحقل عن ${arabicDigits(min)} حرفًا.`,
  ),
  'field.min_value': withValues<{ min: number }>(
    ({ min }) => apiMessages.minValue(min),
    ({ min }) => `يجب أن تكون هذه القيمة أكبر من أو تساوي ${arabicDigits(min)}.`,
  ),
  'field.max_value': withValues<{ max: number }>(
    ({ max }) => apiMessages.maxValue(max),
    ({ max }) => `يجب أن تكون هذه القيمة أصغر من أو تساوي ${arabicDigits(max)}.`,
  ),
  'field.above_value': withValues<{ min: number }>(
    ({ min }) => apiMessages.aboveValue(min),
    ({ min }) => `يجب أن تكون هذه القيمة أكبر من ${arabicDigits(min)}.`,
  ),
  'field.too_few': withValues<{ min: number }>(
    ({ min }) => apiMessages.tooFew(min),
    ({ min }) => `يجب أن يحتوي هذا الحقل على ${arabicDigits(min)} عناصر على الأقل.`,
  ),
  'field.too_many': withValues<{ max: number }>(
    ({ max }) => apiMessages.tooMany(max),
    ({ max }) => `يجب ألا يحتوي هذا الحقل على أكثر من ${arabicDigits(max)} عناصر.`,
  ),
  'field.unknown_fields': withValues<{ fields: string }>(
    ({ fields }) => apiMessages.unknownFields(fields),
    ({ fields }) => `هذه الحقول غير مقبولة هنا: ${fields}.`,
  ),
  'field.invalid_format': { en: apiMessages.invalidFormat, ar: 'أدخل قيمة صالحة.' },
  'field.not_a_boolean': { en: apiMessages.notABoolean, ar: 'يجب أن تكون القيمة true أو false.' },
  'field.not_an_image': { en: apiMessages.notAnImage, ar: 'ارفع صورة صالحة. الملف الذي رفعته ليس صورة أو أنه تالف.' },
  'field.unknown_pk': withValues<{ pk: string }>(
    ({ pk }) => apiMessages.unknownPk(pk),
    ({ pk }) => `المعرّف "${pk}" غير صالح: لا يوجد سجل به.`,
  ),
  'field.only_stage': withValues<{ fields: string }>(
    ({ fields }) => apiMessages.onlyStage(fields.split(', ')),
    ({ fields }) => `لا يتغير في الطلب إلا stage وstage_note (وليس ${fields}).`,
  ),
  'field.not_an_object': withValues<{ kind: string }>(
    ({ kind }) => apiMessages.notAnObject(kind),
    ({ kind }) => `بيانات غير صالحة. المتوقع كائن، ولكن وصل ${kind}.`,
  ),
  'field.no_body_here': { en: apiMessages.noBodyHere, ar: 'هذا الطلب لا يأخذ محتوى؛ لا ترسل شيئًا.' },
  'field.nothing_to_update': { en: apiMessages.nothingToUpdate, ar: 'لم تُرسل أي حقول لتعديلها.' },
  'account.email_taken': { en: apiMessages.emailTaken, ar: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل.' },
  'password.too_short': { en: apiMessages.passwordTooShort, ar: 'كلمة المرور قصيرة جدًا، يجب أن تحتوي على ٨ أحرف على الأقل.' },
  'password.too_long': { en: apiMessages.passwordTooLong, ar: 'كلمة المرور طويلة جدًا، يجب ألا تزيد عن ١٢٨ حرفًا.' },
  'password.too_common': { en: apiMessages.passwordTooCommon, ar: 'كلمة المرور هذه شائعة جدًا.' },
  'password.too_similar': { en: apiMessages.passwordTooSimilar, ar: 'كلمة المرور هذه قريبة جدًا من بريدك الإلكتروني أو اسمك.' },
  'password.too_guessable': {
    en: apiMessages.passwordTooGuessable,
    ar: 'كلمة المرور هذه سهلة التخمين. بضع كلمات لا رابط بينها تصنع كلمة مرور قوية.',
  },
  'password.fields_mismatch': checkRefusals['password.fields_mismatch'],
  'spec.enter_data': { en: messages.enterData, ar: 'يرجى إدخال البيانات' },
  'spec.slug_exists': { en: messages.slugExists, ar: 'توجد فئة بهذا المعرّف النصي بالفعل.' },
  'spec.package_fields_required': { en: messages.packageFieldsRequired, ar: 'جميع الحقول مطلوبة لإنشاء باقة' },
  'spec.component_fields_required': { en: messages.componentFieldsRequired, ar: 'جميع الحقول مطلوبة لإنشاء مكوّن' },
  'spec.work_fields_required': { en: messages.workFieldsRequired, ar: 'جميع الحقول مطلوبة لإنشاء عمل' },
  // The site's own checks before sending (issue 37): the spec's sentences as its forms show them, worded by code.
  'spec.password_mismatch': checkRefusals['spec.password_mismatch'],
  'order.fields_required': { en: messages.packageFieldsRequired, ar: 'جميع الحقول مطلوبة لإنشاء الطلب' },
  'spec.image_required': checkRefusals['spec.image_required'],
  'spec.image_type': checkRefusals['spec.image_type'],
  'spec.profile_update_failed': checkRefusals['spec.profile_update_failed'],
  'staff.invalid_role': withValues<{ value: string }>(
    ({ value }) => staffMessages.invalidRole(value),
    ({ value }) => `"${value}" ليس دورًا صالحًا. اختر "owner" أو "editor" أو "sales".`,
  ),
  'staff.email_has_account': {
    en: staffMessages.emailHasAccount,
    ar: 'لهذا العنوان حساب بالفعل. ادعُ عنوانًا آخر، أو غيّر دور عضو الفريق هذا.',
  },
  'staff.not_yourself': { en: staffMessages.notYourself, ar: 'لا يمكنك إيقاف حسابك.' },
  'staff.not_assignable': { en: staffMessages.notAssignable, ar: 'لا يمكن إسناد الطلب إلا إلى مالك أو موظف مبيعات نشط.' },
  'thread.empty': { en: threadMessages.empty, ar: 'اكتب رسالة أو أرفق ملفًا.' },
  'thread.not_attachable': { en: threadMessages.notAttachable, ar: 'أرفق صورًا (JPEG أو PNG أو WebP) أو مستندات PDF.' },
  'thread.empty_update': { en: threadMessages.emptyUpdate, ar: 'اكتب ملاحظة أو أرفق صورًا للعمل.' },
  'upload.not_a_photo': { en: threadMessages.notAPhoto, ar: 'أرفق صورًا: JPEG أو PNG أو WebP.' },
  'pay.instalment_required': { en: onlinePaymentMessages.instalmentRequired, ar: 'اختر دفعة.' },
  'pay.receipt_required': { en: onlinePaymentMessages.receiptRequired, ar: 'أرفق لقطة شاشة أو صورة لإيصال التحويل (JPEG أو PNG أو WebP).' },
  'pay.transfer_decided': { en: onlinePaymentMessages.transferDecided, ar: 'تم تأكيد هذا التحويل أو رفضه بالفعل.' },
  'pay.refund_amount': { en: onlinePaymentMessages.refundAmount, ar: 'أدخل المبلغ بالقروش.' },
  'snag.fix_photo': { en: snagMessages.fixPhoto, ar: 'أرفق صورة للإصلاح.' },
  'daily_log.day': { en: dailyLogMessages.day, ar: 'اكتب اليوم بالصيغة سنة-شهر-يوم.' },
  'daily_log.delay_cause': { en: dailyLogMessages.delayCause, ar: 'اذكر سبب التأخير.' },
  'daily_log.crew': { en: dailyLogMessages.crew, ar: 'اذكر من كان في الموقع: عدد العمال أو أسماءهم.' },
  'request.idempotency_key': { en: dailyLogMessages.idempotencyKey, ar: 'مفتاح عدم التكرار: من ١ إلى ٢٠٠ حرف ظاهر.' },
  'quote.discount': { en: quoteMessages.discount, ar: 'اكتب الخصم بالقروش الصحيحة، 0 أو أكثر.' },
  'quote.option_ids': { en: quoteMessages.optionIds, ar: 'قائمة بمعرّفات البنود.' },
  'thread.up_to': { en: threadMessages.upTo, ar: 'أدخل معرّف أحدث رسالة معروضة.' },
  'mail_preferences.no_kind': {
    en: mailPreferenceMessages.noKind,
    ar: 'اختر نوعًا واحدًا على الأقل من الرسائل: التقدم أو الرسائل أو الزيارات أو الملاحظات أو الاختيارات أو الجدول.',
  },
  'visit.pick_time': { en: visitMessages.pickTime, ar: 'اختر موعدًا.' },
  'quote.empty': { en: quoteMessages.emptyQuote, ar: 'يحتاج عرض السعر إلى بند واحد على الأقل.' },
  'quote.empty_schedule': { en: quoteMessages.emptySchedule, ar: 'يحتاج عرض السعر إلى جدول دفعات: مرحلة واحدة على الأقل.' },
  'quote.schedule_sum': withValues<{ percent: string }>(
    ({ percent }) => quoteMessages.scheduleSum(percent),
    ({ percent }) => `يجب أن يكون مجموع المراحل الإجمالي (100 ٪)، لا ${percent} ٪.`,
  ),
  'quote.discount_too_large': {
    en: quoteMessages.discountTooLarge,
    ar: 'لا يمكن أن يزيد الخصم على البنود التي يجب أن يأخذها العميل.',
  },
  'quote.total_too_large': { en: quoteMessages.totalTooLarge, ar: 'الإجمالي كبير جدًا.' },
  'quote.quantity': { en: quoteMessages.quantity, ar: 'اكتب كمية أكبر من 0 وحتى 100000، بثلاثة أرقام عشرية على الأكثر.' },
  'quote.unit_price': { en: quoteMessages.unitPrice, ar: 'اكتب سعر الوحدة بالقروش الصحيحة، من 0 إلى 10000000000.' },
  'quote.amount': { en: quoteMessages.amount, ar: 'اكتب مبلغًا بالقروش الصحيحة أكبر من 0.' },
  'quote.percent': { en: quoteMessages.percent, ar: 'اكتب نسبة أكبر من 0 وحتى 100، برقمين عشريين على الأكثر.' },
  'field.date': { en: quoteMessages.date, ar: 'اكتب التاريخ بالشكل YYYY-MM-DD.' },
  'quote.valid_until_past': { en: quoteMessages.validUntilPast, ar: 'يجب أن يكون العرض صالحًا حتى اليوم أو بعده.' },
  'quote.not_optional': withValues<{ id: number }>(
    ({ id }) => quoteMessages.notOptional(id),
    ({ id }) => `البند ${arabicDigits(id)} ليس بندًا اختياريًا في هذا العرض.`,
  ),
  'quote.terms_required': { en: quoteMessages.termsRequired, ar: 'ضع علامة على الشروط لقبول العرض.' },
  'quote.overpaid': withValues<{ left: string }>(
    ({ left }) => quoteMessages.overpaid(left),
    ({ left }) => `هذا أكثر مما تبقى للدفع (${left} قرش).`,
  ),
  'quote.idempotency_key': { en: quoteMessages.idempotencyKey, ar: 'استخدم من 8 إلى 100 حرف أو رقم أو - أو _.' },
  'change.empty': { en: changeMessages.empty, ar: 'يحتاج التغيير إلى بند مضاف أو محذوف على الأقل، أو أيام مضافة.' },
  'change.negative_needs_spread': {
    en: changeMessages.negativeNeedsSpread,
    ar: 'التغيير الذي يخفض الإجمالي يُخصم من الدفعات المتبقية: اختر التوزيع.',
  },
  'change.stage_required': { en: changeMessages.stageRequired, ar: 'اختر المرحلة التي تستحق عندها الدفعة.' },
  'change.answer_by_past': { en: changeMessages.answerByPast, ar: 'يجب أن يكون موعد الرد اليوم أو بعده.' },
  'change.days': { en: changeMessages.days, ar: 'اكتب عدد أيام صحيحًا من ٠ إلى ٣٦٥٠.' },
  'change.too_many_photos': { en: changeMessages.tooManyPhotos, ar: 'أرفق ٦ صور على الأكثر.' },
  'change.lines': { en: changeMessages.lines, ar: 'يجب أن تكون البنود قائمة.' },
  'selection.no_choices': { en: selectionMessages.noChoices, ar: 'يحتاج الاختيار إلى خيار واحد على الأقل.' },
  'selection.not_a_choice': { en: selectionMessages.notAChoice, ar: 'اختر أحد خيارات هذا البند.' },
  'selection.choices': { en: selectionMessages.choices, ar: 'يجب أن تكون الخيارات قائمة.' },
  'selection.too_many_photos': { en: selectionMessages.tooManyPhotos, ar: 'أرسل صورة واحدة على الأكثر لكل خيار.' },
  'insight.period': {
    en: insightMessages.period,
    ar: 'اختر فترة بتاريخَي بداية ونهاية بالصيغة YYYY-MM-DD، لا تسبق النهايةُ البداية، ولا تزيد على عشر سنوات.',
  },
  'selection.photo_of': { en: selectionMessages.photoOf, ar: 'حدّد لكل صورة خيارًا خاصًا بها.' },
  'visit.window': { en: visitMessages.window, ar: 'يجب أن ينتهي موعد الزيارة بعد بدايته.' },
  'visit.time': { en: visitMessages.time, ar: 'أدخل الوقت بالصيغة HH:MM.' },
  'visit.past_day': { en: visitMessages.pastDay, ar: 'اختر اليوم أو يومًا لاحقًا.' },
  'visit.governorates': { en: visitMessages.governorates, ar: 'اختر محافظة واحدة على الأقل.' },
  'visit.capacity': { en: visitMessages.capacity, ar: 'أدخل عدد الزيارات التي يستوعبها الموعد، من ١ إلى ٥٠.' },
  // Leads (issue 39)
  'lead.move_refused': withValues<{ from: string; to: string }>(
    ({ from, to }) => leadMessages.moveRefused(from, to),
    ({ from, to }) => leadMoveRefusedAr(from, to),
  ),
  'lead.closed': { en: leadMessages.closed, ar: 'هذا العميل المحتمل مغلق (مكسوب أو مفقود): لم تعد مرحلته تتغير.' },
  'lead.lost_reason_required': { en: leadMessages.lostReasonRequired, ar: 'اختر سبب فقدان العميل المحتمل.' },
  'lead.lost_note_required': { en: leadMessages.lostNoteRequired, ar: 'اكتب في ملاحظة سبب فقدان العميل المحتمل.' },
  'lead.converted': { en: leadMessages.converted, ar: 'تحوّل هذا العميل المحتمل إلى طلب بالفعل.' },
  'lead.not_convertible': { en: leadMessages.notConvertible, ar: 'يتحول العميل المحتمل إلى طلب بعد إرسال عرض السعر أو كسبه.' },
  'lead.email_required': { en: leadMessages.emailRequired, ar: 'يحتاج العميل إلى بريد إلكتروني لتصله الدعوة.' },
  'lead.email_is_staff': { en: leadMessages.emailIsStaff, ar: 'هذا البريد لأحد أفراد الفريق، وليس لعميل.' },
  'lead.consent_required': { en: leadMessages.consentRequired, ar: 'ضع علامة لتسمح لنا بالتواصل معك بشأن هذا التقدير.' },
  'lead.meters': { en: leadMessages.meters, ar: 'أدخل المساحة بالمتر المربع، أكثر من صفر وحتى ١٠٠٬٠٠٠.' },
  'lead.price_per_meter': { en: leadMessages.pricePerMeter, ar: 'أدخل سعر المتر من صفر حتى ١٬٠٠٠٬٠٠٠.' },
  'lead.phone': { en: leadMessages.phone, ar: 'أدخل رقم هاتف: أرقام ومسافات و+ و- فقط، من ٧ إلى ٢٠ رقمًا.' },
  'lead.not_assignable': { en: leadMessages.notAssignable, ar: 'اختر مالكًا أو موظف مبيعات نشطًا.' },
  // The console's list queries (sort, range, filter).
  'list.malformed': withValues<{ param: string }>(
    ({ param }) => listMessages.malformed(param),
    ({ param }) => `قيمة ${param} غير صالحة: المتوقع JSON.`,
  ),
  'list.sort': { en: listMessages.sort, ar: 'المتوقع ["الحقل", "ASC" أو "DESC"].' },
  'list.sort_field': withValues<{ field: string; fields: string }>(
    ({ field, fields }) => listMessages.sortField(field, fields),
    ({ field, fields }) => `لا يمكن الترتيب حسب "${field}". الحقول المتاحة للترتيب: ${fields}.`,
  ),
  'list.range': { en: listMessages.range, ar: 'المتوقع [البداية، النهاية]: أعداد صحيحة، 0 <= البداية <= النهاية.' },
  'list.page_too_large': withValues<{ max: number }>(
    ({ max }) => listMessages.pageTooLarge(max),
    ({ max }) => `تتسع الصفحة لـ ${arabicDigits(max)} صفًا على الأكثر.`,
  ),
  'list.filter_object': { en: listMessages.filterObject, ar: 'المتوقع كائن JSON.' },
  'list.filter_field': withValues<{ field: string; fields: string }>(
    ({ field, fields }) => listMessages.filterField(field, fields),
    ({ field, fields }) => `لا يمكن التصفية حسب "${field}". عوامل التصفية: ${fields}.`,
  ),
  'list.too_many_values': withValues<{ max: number; field: string }>(
    ({ max, field }) => listMessages.tooManyValues(max, field),
    ({ max, field }) => `${arabicDigits(max)} قيمة على الأكثر لـ "${field}".`,
  ),
  'list.ids': withValues<{ field: string }>(
    ({ field }) => listMessages.ids(field),
    ({ field }) => `يجب أن تكون "${field}" عددًا صحيحًا موجبًا أو قائمة منها.`,
  ),
  'list.texts': withValues<{ field: string }>(
    ({ field }) => listMessages.texts(field),
    ({ field }) => `يجب أن تكون "${field}" نصًا أو قائمة نصوص.`,
  ),
  'list.search': withValues<{ max: number }>(
    ({ max }) => listMessages.search(max),
    ({ max }) => `يجب أن يكون "q" نصًا من ${arabicDigits(max)} حرفًا على الأكثر.`,
  ),
  'list.date': withValues<{ field: string }>(
    ({ field }) => listMessages.date(field),
    ({ field }) => `يجب أن تكون "${field}" تاريخًا (YYYY-MM-DD) أو تاريخًا ووقتًا بصيغة ISO 8601.`,
  ),
  // The job's schedule (issue 41)
  'schedule.exists': { en: scheduleMessages.exists, ar: 'لهذا الطلب جدول بالفعل: احذف مهامه أولًا لتطبيق قالب.' },
  'schedule.holiday_exists': { en: scheduleMessages.holidayExists, ar: 'هذا التاريخ عطلة بالفعل.' },
  'schedule.reason_required': { en: scheduleMessages.reasonRequired, ar: 'اذكر سبب تغيّر المواعيد: سيُبلَّغ العميل به.' },
  'schedule.completion_reason_required': {
    en: scheduleMessages.completionReasonRequired,
    ar: 'هذا يغيّر موعد الانتهاء المتوقع أكثر من يوم: اذكر السبب (يصل العميلَ في رسالة).',
  },
  'schedule.unknown_task': { en: scheduleMessages.unknownTask, ar: 'هذه المهمة ليست في جدول هذا الطلب.' },
  'schedule.dependency_loop': { en: scheduleMessages.dependencyLoop, ar: 'لا يمكن أن تنتظر المهمة نفسها، مباشرةً أو عبر مهام أخرى.' },
  'schedule.dependency_index': { en: scheduleMessages.dependencyIndex, ar: 'يمكن أن تنتظر المهمة مهمةً مذكورة قبلها فقط.' },
  'schedule.assignee_not_staff': { en: scheduleMessages.assigneeNotStaff, ar: 'اختر أحد أعضاء الفريق.' },
  'schedule.unknown_template': { en: scheduleMessages.unknownTemplate, ar: 'هذا القالب غير موجود.' },
  'schedule.unknown_package': { en: scheduleMessages.unknownPackage, ar: 'هذه الباقة غير موجودة.' },
  /** A field message the registry does not name (a list query's own words, say): shown as the API wrote it. */
  'field.invalid': { en: messages.invalidData, ar: 'بيانات غير صالحة' },
} as const;

export type RefusalCode = keyof typeof refusals;
type Entry<C extends RefusalCode> = (typeof refusals)[C];
/** The values a code's words carry (`{}` for fixed words). */
export type RefusalValues<C extends RefusalCode> = Entry<C>['en'] extends (values: infer P) => string ? P : Record<string, never>;

export const isRefusalCode = (code: unknown): code is RefusalCode => typeof code === 'string' && Object.hasOwn(refusals, code);

/** A code's words in a language, its values filled in; undefined when the words need values that were not given. */
export function refusalText(code: RefusalCode, language: RefusalLanguage, values?: Record<string, unknown>): string | undefined {
  const words = refusals[code][language] as string | ((values: Record<string, unknown>) => string);
  if (typeof words === 'string') return words;
  return values && typeof values === 'object' ? words(values) : undefined;
}

/**
 * What a client shows for a refusal body (`{code, detail, params}`): the words of its code in the reader's language;
 * a body without a known code (an old server, a proxy's page) shows `fallback`, else its detail.
 */
export function refusalWords(body: unknown, language: RefusalLanguage, fallback?: string): string {
  const answer = (body && typeof body === 'object' ? body : {}) as { code?: unknown; detail?: unknown; params?: Record<string, unknown> };
  const said = isRefusalCode(answer.code) ? refusalText(answer.code, language, answer.params) : undefined;
  return said ?? fallback ?? (typeof answer.detail === 'string' ? answer.detail : '');
}

/**
 * The code of a field message. Field messages come from the shared schemas' zod issues as words, so they are named
 * here once, from the registry's English (words with values matched as patterns; the first code of a sentence wins);
 * one the registry does not know is `field.invalid`. The API names its field errors' codes with it, and the site's own
 * checks before sending word their messages by it in the page's language.
 */
export function refusalOfMessage(message: string): { code: RefusalCode; values?: Record<string, string | number> } {
  if (!fixedCodes) {
    fixedCodes = new Map();
    patternCodes = [];
    const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [code, words] of Object.entries(refusals) as [RefusalCode, { en: unknown }][]) {
      if (typeof words.en === 'string') {
        if (!fixedCodes.has(words.en)) fixedCodes.set(words.en, code);
        continue;
      }
      // The words with a marker for each value, in the order they stand, read back as the pattern's groups.
      const names: string[] = [];
      const marked = (words.en as (values: unknown) => string)(new Proxy({}, { get: (_, name) => (names.push(String(name)), '\u0000') }));
      patternCodes.push([new RegExp(`^${marked.split('\u0000').map(literally).join('(.*?)')}$`, 's'), code, names]);
    }
  }
  const fixed = fixedCodes.get(message);
  if (fixed) return { code: fixed };
  for (const [pattern, code, names] of patternCodes) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, /^\d+$/.test(found[i + 1]) ? Number(found[i + 1]) : found[i + 1]]));
    return { code, values };
  }
  return { code: 'field.invalid' };
}
let fixedCodes: Map<string, RefusalCode> | undefined;
let patternCodes: [RegExp, RefusalCode, string[]][] = [];

/** A message's code alone (refusalOfMessage). */
export const codeOfMessage = (message: string): RefusalCode => refusalOfMessage(message).code;

/** A message's words in a language by its code (codeOfMessage); one the registry does not know stays as it is. */
export function messageIn(message: string, language: RefusalLanguage): string {
  const code = codeOfMessage(message);
  return code === 'field.invalid' ? message : (refusalText(code, language) ?? message);
}

/** The key beside a field-error body's fields that names each message's code (`$` never starts a field's name). */
export const FIELD_CODES = '$codes';
/** The key beside them that holds the values each message's words carry (null for fixed words), by field. */
export const FIELD_PARAMS = '$params';

/** A field-error body's messages per field in the reader's language, by their codes (`non_field_errors` included). */
export function fieldRefusals(body: unknown, language: RefusalLanguage): Record<string, string[]> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields = body as Record<string, unknown>;
  const codes = (fields[FIELD_CODES] ?? {}) as Record<string, unknown>;
  const params = (fields[FIELD_PARAMS] ?? {}) as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === FIELD_CODES || field === FIELD_PARAMS || !Array.isArray(value)) continue;
    const named = Array.isArray(codes[field]) ? (codes[field] as unknown[]) : [];
    const valued = Array.isArray(params[field]) ? (params[field] as unknown[]) : [];
    out[field] = value.map((message, i) => {
      const code = named[i];
      const values = valued[i] && typeof valued[i] === 'object' ? (valued[i] as Record<string, unknown>) : undefined;
      const said = isRefusalCode(code) && code !== 'field.invalid' ? refusalText(code, language, values) : undefined;
      return said ?? String(message);
    });
  }
  return out;
}
