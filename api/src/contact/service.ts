import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactSchema } from '@fitout/shared';
import { contactMessages } from '../db/schema.ts';
import { notFound, parse } from '../http/errors.ts';
import { queueCompanyMail, subjectLine } from './company-mail.ts';

export type ContactMessage = typeof contactMessages.$inferSelect;
type Services = Pick<FastifyInstance, 'db' | 'config' | 'outbox' | 'log'>;

export function contactOut(row: ContactMessage) {
  return { id: row.id, name: row.name, email: row.email, message: row.message, created_at: row.createdAt.toISOString() };
}

export async function getContactMessage(app: Pick<FastifyInstance, 'db'>, id: number) {
  const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  return row;
}

/** The contact form (DESIGN.md): the message is kept and the company is mailed, both or neither. */
export async function createContactMessage(app: Services, body: Record<string, unknown>) {
  const input = parse(contactSchema, body);
  const row = await app.db.transaction(async (tx) => {
    const [saved] = await tx.insert(contactMessages).values(input).returning();
    await queueCompanyMail(
      app,
      {
        subject: subjectLine(`Contact message from ${input.name}`),
        text: [`From: ${input.name} <${input.email}>`, `Received: ${saved.createdAt.toISOString()}`, '', input.message].join('\n'),
      },
      tx,
    );
    return saved;
  });
  app.outbox.kick();
  return row;
}
