export * from './messages.ts';
export * from './options.ts';
export * from './slugify.ts';
export * from './format.ts';
export * from './schemas.ts';
export * from './routes.ts';
export * from './settings.ts';
export * from './roles.ts';
