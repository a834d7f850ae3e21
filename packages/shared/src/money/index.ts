export * from './decimal.ts';
export * from './rsp.ts';
export * from './vat.ts';
