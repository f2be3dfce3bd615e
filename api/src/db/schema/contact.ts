// Messages sent through the contact form.
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
