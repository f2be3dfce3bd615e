// The single description of the tables, one file of schema/ per area; migrations in api/drizzle/ are generated from it.
export * from './schema/accounts.ts';
export * from './schema/catalogue.ts';
export * from './schema/orders.ts';
export * from './schema/quotes.ts';
export * from './schema/visits.ts';
export * from './schema/snags.ts';
export * from './schema/changes.ts';
export * from './schema/selections.ts';
export * from './schema/threads.ts';
export * from './schema/contact.ts';
export * from './schema/mail.ts';
export * from './schema/publish.ts';
export * from './schema/backup.ts';
export * from './schema/audit.ts';
export * from './schema/two-factor.ts';
export * from './schema/online-payments.ts';
export * from './schema/schedule.ts';
