export * from './auth.ts';
export * from './outbox.ts';
