export * from './auth.ts';
export * from './outbox.ts';
export * from './journey.ts';
export * from './library.ts';
