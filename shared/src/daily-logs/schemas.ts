// Daily logs from the site (issue 41): what staff write per order and day, as a form (multipart, with photos) or
// JSON. Shared by the console's form and the API.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { choiceField, optionalText, requiredText } from '../common/fields.ts';
import { dailyLogMessages, delayCauses, weatherKinds } from './words.ts';

export * from './words.ts';

/** A form's 'true'/'false' (or 'on'), or JSON's boolean. */
const flag = z.preprocess(
  (value) =>
    value === 'true' || value === 'on' || value === '1'
      ? true
      : value === 'false' || value === '' || value === '0' || value === undefined
        ? false
        : value,
  z.boolean({ error: apiMessages.required }),
);

/** A crew count: blank means not counted. */
const crewCount = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: apiMessages.invalidInteger })
    .int({ error: apiMessages.invalidInteger })
    .min(0, { error: apiMessages.minValue(0) })
    .max(500, { error: apiMessages.maxValue(500) })
    .nullable(),
);

export const dailyLogSchema = z
  .strictObject({
    day: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.iso.date({ error: dailyLogMessages.day })),
    work_done: requiredText(apiMessages.required, 4000),
    crew_count: crewCount.optional().transform((value) => value ?? null),
    crew_names: optionalText(1000),
    weather: choiceField(weatherKinds, apiMessages.required),
    delay: optionalText(2000),
    delay_cause: z.preprocess((value) => (value === '' ? undefined : value), choiceField(delayCauses, apiMessages.required).optional()),
    shared: flag.optional().transform((value) => value ?? false),
  })
  .superRefine((log, context) => {
    if (log.delay && !log.delay_cause) context.addIssue({ code: 'custom', path: ['delay_cause'], message: dailyLogMessages.delayCause });
    if (log.crew_count === null && !log.crew_names) context.addIssue({ code: 'custom', path: ['crew_count'], message: dailyLogMessages.crew });
  });
export type DailyLogInput = z.infer<typeof dailyLogSchema>;
