// What mails a customer gets (issue 25): their own choice per kind of mail, and the one-click link each such mail
// carries (RFC 8058: mail/off/ is also the mail's List-Unsubscribe address, posted to by the mail client).
import { z } from '../common/zod.ts';
import { mailKinds, mailPreferenceMessages } from '../mail-preferences/words.ts';
import { endpoint } from './endpoint.ts';

/** PUT user/mail-preferences/: the kinds to turn on (true) or off (false); a kind left out stays as it is. */
export const mailPreferencesSchema = z
  .strictObject({
    progress: z.boolean().optional(),
    messages: z.boolean().optional(),
    visits: z.boolean().optional(),
    snags: z.boolean().optional(),
    selections: z.boolean().optional(),
    schedule: z.boolean().optional(),
  })
  .refine((choice) => Object.values(choice).some((on) => on !== undefined), {
    message: mailPreferenceMessages.noKind,
  });
export type MailPreferencesInput = z.infer<typeof mailPreferencesSchema>;

const tag = 'Mail';
const on = (what: string) => z.boolean().describe(`Whether mails about ${what} are sent`);
export const mailPreferencesAnswer = z.object({
  progress: on("the progress of one's orders (changes of stage, progress updates)"),
  messages: on('new messages from the team'),
  visits: on('site visits (reminders)'),
  snags: on('the snags one reported (a snag fixed)'),
  selections: on('selections past their date to choose (reminders)'),
  schedule: on("the expected completion of one's orders moving by more than a day"),
});
const tokenQuery = z.object({ token: z.string().min(1).max(200).describe('From the link in the mail') });
const kind = z.enum(mailKinds);
/** What a mail client's unsubscribe button posts (RFC 8058), urlencoded or multipart; the site's page posts nothing. */
export const oneClickSchema = z.object({
  'List-Unsubscribe': z.string().max(100).optional().describe('One-Click'),
});

export const mailPreferences = {
  get: endpoint({
    method: 'GET',
    path: 'user/mail-preferences/',
    summary: 'Which kinds of mail you get (account mail always goes)',
    tag,
    access: 'user',
    responses: { 200: mailPreferencesAnswer },
  }),
  update: endpoint({
    method: 'PUT',
    path: 'user/mail-preferences/',
    summary: 'Turn kinds of mail on or off (a kind left out stays as it is)',
    tag,
    access: 'user',
    body: mailPreferencesSchema,
    responses: { 200: mailPreferencesAnswer },
  }),
  offLink: endpoint({
    method: 'GET',
    path: 'mail/off/',
    summary: "What a mail's stop link turns off, without turning it off",
    tag,
    access: 'public',
    query: tokenQuery,
    responses: { 200: z.object({ kind }) },
  }),
  off: endpoint({
    method: 'POST',
    path: 'mail/off/',
    summary:
      'One click: turns off the kind of mail the link names for its account (RFC 8058 List-Unsubscribe-Post); 400 for a link the API did not make',
    tag,
    access: 'public',
    query: tokenQuery,
    body: oneClickSchema,
    form: true,
    responses: { 200: z.object({ kind, off: z.literal(true) }) },
  }),
} as const;
