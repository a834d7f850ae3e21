export * from './api/account.ts';
export * from './api/errors.ts';
export * from './api/health.ts';
export * from './constants.ts';
export * from './copy/auth.ts';
export * from './roles.ts';
