// Closing an order (issue 35): its customer withdraws it while no money is on it (no accepted quote, no payment);
// after that they ask staff to cancel it, on the order's thread, and staff (owner and sales) cancel it with a reason.
// Neither erases anything: the order stays, in a closed stage, with its quotes, acceptances and payments. The API's
// refusals carry a code (order.has_money, order.closed), worded in refusals.ts.

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
