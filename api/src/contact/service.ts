import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactSchema } from '@fitout/shared';
import { contactMessages } from '../db/schema.ts';
import { notFound, parse } from '../http/errors.ts';
import { queueCompanyMail, subjectLine } from '../accounts/company-mail.ts';
import { leadFromContact } from '../leads/service.ts';

export type ContactMessage = typeof contactMessages.$inferSelect;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log'>;

export function contactOut(row: ContactMessage) {
  return { id: row.id, name: row.name, email: row.email, message: row.message, created_at: row.createdAt.toISOString() };
}

export async function getContactMessage(app: Pick<FastifyInstance, 'db' | 'transaction'>, id: number) {
  const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  return row;
}

/** The contact form (DESIGN.md): the message is kept and the company is mailed, both or neither. */
export async function createContactMessage(app: Services, body: Record<string, unknown>) {
  const input = parse(contactSchema, body);
  const row = await app.transaction(async (tx) => {
    const [saved] = await tx.insert(contactMessages).values(input).returning();
    // Every message is a lead too (issue 39), or neither is kept.
    const leadId = await leadFromContact(tx, saved);
    await queueCompanyMail(
      app,
      {
        subject: subjectLine(`Contact message from ${input.name}`),
        // Answering the mail writes to the person who sent the message.
        replyTo: input.email,
        blocks: [
          `From: ${input.name} <${input.email}>\nReceived: ${saved.createdAt.toISOString()}`,
          input.message,
          // The console's browser router, under its base (ADMIN_URL): react-admin's show route of the resource.
          { link: `${app.config.adminUrl}/contact-messages/${saved.id}/show`, label: 'Open it in the console' },
          { link: `${app.config.adminUrl}/leads/${leadId}/show`, label: 'Open the lead' },
        ],
      },
      tx,
    );
    return saved;
  });
  app.outbox.kick();
  return row;
}
