export * from './auth.ts';
export * from './outbox.ts';
export * from './journey.ts';
export * from './library.ts';
export * from './notifications.ts';
export * from './reminders.ts';
export * from './invites.ts';
export * from './buddies.ts';
