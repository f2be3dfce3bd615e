// The job's schedule (issue 41): its words in both languages, option lists and limits (no zod here; schemas.ts holds
// the input rules). Dates are company days, YYYY-MM-DD; durations are working days (not Fridays, not the company's
// holidays, the company_holidays table staff keep).

/** The kinds of job a template is for (a template may also name one package). */
export const jobKinds = [
  { value: 'apartment', label: 'Apartment', labelAr: 'شقة' },
  { value: 'villa', label: 'Villa', labelAr: 'فيلا' },
  { value: 'commercial', label: 'Commercial', labelAr: 'وحدة تجارية' },
] as const;
export type JobKind = (typeof jobKinds)[number]['value'];
export const jobKindValues = jobKinds.map((kind) => kind.value) as [JobKind, ...JobKind[]];

/** The stages of the work a task belongs to, in the order a job usually goes through them. */
export const workStages = [
  { value: 'preparation', label: 'Preparation', labelAr: 'التجهيز' },
  { value: 'demolition', label: 'Demolition', labelAr: 'الهدم' },
  { value: 'services', label: 'Plumbing and electrics', labelAr: 'السباكة والكهرباء' },
  { value: 'plastering', label: 'Plastering', labelAr: 'المحارة' },
  { value: 'flooring', label: 'Floors and tiling', labelAr: 'الأرضيات والسيراميك' },
  { value: 'carpentry', label: 'Carpentry', labelAr: 'النجارة' },
  { value: 'painting', label: 'Painting', labelAr: 'الدهانات' },
  { value: 'handover', label: 'Handover', labelAr: 'التسليم' },
] as const;
export type WorkStage = (typeof workStages)[number]['value'];
export const workStageValues = workStages.map((stage) => stage.value) as [WorkStage, ...WorkStage[]];

export function workStageLabel(stage: string, language: 'en' | 'ar' = 'en'): string {
  const found = workStages.find((option) => option.value === stage);
  return found ? (language === 'ar' ? found.labelAr : found.label) : stage;
}

export function jobKindLabel(kind: string, language: 'en' | 'ar' = 'en'): string {
  const found = jobKinds.find((option) => option.value === kind);
  return found ? (language === 'ar' ? found.labelAr : found.label) : kind;
}

export const MAX_SCHEDULE_TASKS = 200;
export const MAX_TASK_DAYS = 365;
/** The expected completion moving by more than this many days mails the customer (issue 41: "more than a day"). */
export const DELAY_MAIL_DAYS = 1;

/** Where the customer's timeline puts a task. */
export const timelineStates = ['done', 'now', 'next'] as const;
export type TimelineState = (typeof timelineStates)[number];

export const scheduleMessages = {
  reasonRequired: 'Say why the dates move: the customer is told.',
  completionReasonRequired: 'This moves the expected completion by more than a day: say why (the customer is mailed your reason).',
  unknownTask: 'This task is not on the order.',
  dependencyLoop: 'A task cannot wait for itself, directly or through others.',
  dependencyIndex: 'A task may wait only for a task listed above it.',
  endBeforeStart: 'The end cannot be before the start.',
  assigneeNotStaff: 'Choose a member of staff.',
  unknownTemplate: 'This template does not exist.',
  unknownPackage: 'This package does not exist.',
  exists: 'This order already has a schedule: remove its tasks first to apply a template.',
  holidayExists: 'This date is already a holiday.',
} as const;

export const scheduleWords = {
  en: {
    title: 'Schedule',
    expectedCompletion: 'Expected completion',
    done: 'Done',
    now: 'Now',
    next: 'Next',
    noSchedule: 'Your schedule will appear here once the team has planned the work.',
    moved: (reason: string) => `Dates moved: ${reason}`,
    from: 'From',
    to: 'to',
  },
  ar: {
    title: 'الجدول الزمني',
    expectedCompletion: 'موعد الانتهاء المتوقع',
    done: 'تم',
    now: 'الآن',
    next: 'التالي',
    noSchedule: 'سيظهر جدول العمل هنا بعد أن يخطط الفريق للأعمال.',
    moved: (reason: string) => `تغيّرت المواعيد: ${reason}`,
    from: 'من',
    to: 'إلى',
  },
} as const;
