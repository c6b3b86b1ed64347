export * from './firms.ts';
export * from './users.ts';
export * from './companies.ts';
export * from './activity.ts';
export * from './sessions.ts';
export * from './auth.ts';
export * from './tags.ts';
export * from './imports.ts';
