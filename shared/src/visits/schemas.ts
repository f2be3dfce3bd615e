// The input rules of visit slots and bookings (issue 25), with zod: words.ts holds their words and options.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { governorateOptions, MAX_SLOT_CAPACITY, visitMessages } from './words.ts';

const time = z.string({ error: visitMessages.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, visitMessages.time);

/** A slot as staff open it. */
export const slotSchema = z
  .strictObject({
    day: z.string({ error: apiMessages.required }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.'),
    starts_at: time,
    ends_at: time,
    governorates: z
      .array(z.enum(governorateOptions.map((option) => option.value) as [string, ...string[]]), { error: visitMessages.governorates })
      .min(1, visitMessages.governorates)
      .max(governorateOptions.length),
    capacity: z
      .int({ error: visitMessages.capacity })
      .min(1, { error: visitMessages.capacity })
      .max(MAX_SLOT_CAPACITY, { error: visitMessages.capacity }),
  })
  .refine((slot) => slot.starts_at < slot.ends_at, { path: ['ends_at'], message: visitMessages.window });
export type SlotInput = z.infer<typeof slotSchema>;

/** The customer's booking (or move): the slot they picked. */
export const bookingSchema = z.strictObject({
  slot_id: z.int({ error: visitMessages.pickTime }).positive({ error: visitMessages.pickTime }),
});
