// The package's main entry: everything below but the contract and the browser's client/ (subpaths of their own,
// see package.json "exports"). One folder an area; in each, words.ts holds its words, option lists and limits, and
// schemas.ts the input rules the forms and the API share. common/ holds what every area uses.
export * from './common/messages.ts';
export * from './common/slugify.ts';
export * from './common/format.ts';
export * from './common/options.ts';
export * from './common/fields.ts';
export * from './common/routes.ts';
export * from './common/settings.ts';
export * from './refusals/words.ts';
export * from './accounts/schemas.ts';
export * from './catalogue/schemas.ts';
export * from './orders/words.ts';
export * from './orders/schemas.ts';
export * from './staff/roles.ts';
export * from './staff/words.ts';
export * from './staff/schemas.ts';
export * from './audit/words.ts';
export * from './audit/schemas.ts';
export * from './quotes/words.ts';
export * from './quotes/schemas.ts';
export * from './quotes/totals.ts';
export * from './changes/words.ts';
export * from './changes/schemas.ts';
export * from './selections/words.ts';
export * from './selections/schemas.ts';
export * from './online-payments/words.ts';
export * from './online-payments/schemas.ts';
export * from './threads/words.ts';
export * from './visits/words.ts';
export * from './visits/schemas.ts';
export * from './snags/words.ts';
export * from './snags/schemas.ts';
export * from './daily-logs/schemas.ts';
export * from './two-factor/words.ts';
export * from './mail-preferences/words.ts';
