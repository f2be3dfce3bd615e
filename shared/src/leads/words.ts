// Leads (issue 39): every enquiry (a contact message, a calculator estimate the visitor sent, a sign-up, a call, a
// referral, one entered by hand) followed from first contact to a signed job or a reason it was lost. Here its option
// lists, the stage rules and words; the input rules are in schemas.ts, apart, so that what needs only words carries no zod.

export const leadSources = ['contact', 'calculator', 'sign-up', 'phone', 'referral', 'manual'] as const;
export type LeadSource = (typeof leadSources)[number];

/** new → contacted → visit_booked → quoted → won | lost. */
export const leadStages = ['new', 'contacted', 'visit_booked', 'quoted', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

/** Why a lead was lost: one of these, and a note. */
export const lostReasons = ['price', 'competitor', 'timing', 'no_answer', 'scope', 'other'] as const;
export type LostReason = (typeof lostReasons)[number];

/** The stages that end a lead: nothing moves after them (a won lead is converted once). */
export const closedLeadStages: readonly LeadStage[] = ['won', 'lost'];

/**
 * Where a lead may go from each stage: on by one, or several steps at once (a customer who asks for a visit on the first
 * call), back one step (a visit cancelled), lost from any open stage; won only once quoted, where a price was agreed.
 */
export const leadMoves: Record<LeadStage, readonly LeadStage[]> = {
  new: ['contacted', 'visit_booked', 'quoted', 'lost'],
  contacted: ['new', 'visit_booked', 'quoted', 'lost'],
  visit_booked: ['contacted', 'quoted', 'lost'],
  quoted: ['visit_booked', 'won', 'lost'],
  won: [],
  lost: [],
};

export const mayMoveLead = (from: LeadStage, to: LeadStage) => from === to || leadMoves[from].includes(to);

export const MAX_LEAD_NOTE = 5000;
/** The calculator's bounds on what it sends (a flat of up to 100,000 m², a million EGP a meter). */
/** A whole number with its thousands grouped (100,000), without Intl: these words load with every island page. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');
export const MAX_ESTIMATE_METERS = 100_000;
export const MAX_PRICE_PER_METER = 1_000_000;

export const leadMessages = {
  moveRefused: (from: string, to: string) => `A lead cannot move from ${from} to ${to}.`,
  closed: 'This lead is closed (won or lost): its stage no longer moves.',
  lostReasonRequired: 'Choose why the lead was lost.',
  lostNoteRequired: 'Say in a note why the lead was lost.',
  converted: 'This lead has already been turned into an order.',
  notConvertible: 'A lead is turned into an order once it is quoted or won.',
  emailRequired: 'The customer needs an e-mail address for their invitation.',
  emailIsStaff: 'This address belongs to a member of staff, not a customer.',
  consentRequired: 'Tick the box to let us contact you about this estimate.',
  meters: `Enter the area in square meters, more than 0 and up to ${grouped(MAX_ESTIMATE_METERS)}.`,
  pricePerMeter: `Enter a price per meter from 0 to ${grouped(MAX_PRICE_PER_METER)}.`,
  phone: 'Enter a phone number: digits, spaces, + and - only, 7 to 20 digits.',
  estimateSent: 'Thank you. We have your estimate and will call you soon.',
  notAssignable: 'Choose an active owner or salesperson.',
} as const;

/** The console's and the mails' words for sources, stages and reasons, in both languages. */
export const leadWords = {
  en: {
    sources: {
      contact: 'Contact form',
      calculator: 'Calculator',
      'sign-up': 'Sign-up',
      phone: 'Phone call',
      referral: 'Referral',
      manual: 'Entered by hand',
    } satisfies Record<LeadSource, string>,
    stages: {
      new: 'New',
      contacted: 'Contacted',
      visit_booked: 'Visit booked',
      quoted: 'Quoted',
      won: 'Won',
      lost: 'Lost',
    } satisfies Record<LeadStage, string>,
    reasons: {
      price: 'Price too high',
      competitor: 'Went with a competitor',
      timing: 'Not the right time',
      no_answer: 'Never answered',
      scope: 'Work we do not do',
      other: 'Other',
    } satisfies Record<LostReason, string>,
  },
  ar: {
    sources: {
      contact: 'نموذج التواصل',
      calculator: 'حاسبة الأسعار',
      'sign-up': 'تسجيل حساب',
      phone: 'مكالمة هاتفية',
      referral: 'ترشيح',
      manual: 'إدخال يدوي',
    } satisfies Record<LeadSource, string>,
    stages: {
      new: 'جديد',
      contacted: 'تم التواصل',
      visit_booked: 'زيارة محجوزة',
      quoted: 'أُرسل عرض سعر',
      won: 'مكسوب',
      lost: 'مفقود',
    } satisfies Record<LeadStage, string>,
    reasons: {
      price: 'السعر مرتفع',
      competitor: 'اختار منافسًا',
      timing: 'الوقت غير مناسب',
      no_answer: 'لم يرد أبدًا',
      scope: 'عمل لا نقوم به',
      other: 'سبب آخر',
    } satisfies Record<LostReason, string>,
  },
} as const;

/** The Arabic refusal of a move, with the stages' Arabic names. */
export const leadMoveRefusedAr = (from: string, to: string) => {
  const name = (stage: string) => leadWords.ar.stages[stage as LeadStage] ?? stage;
  return `لا يمكن نقل العميل المحتمل من «${name(from)}» إلى «${name(to)}».`;
};
