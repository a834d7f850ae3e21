export * from './administration.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './permissions.ts';
export * from './security.ts';
export * from './tenancy.ts';
