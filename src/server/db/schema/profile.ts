import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const userKey = () =>
  text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' });

/**
 * What a creator says about themselves beyond the name (which better-auth
 * keeps on `user`). The avatar is a re-encoded file in the FileStore at
 * `avatar_key`; `user.image` holds the app path it is served from.
 */
export const creatorProfile = pgTable('creator_profile', {
  userId: userKey(),
  bio: text('bio').notNull().default(''),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  avatarKey: text('avatar_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The address the Ember Kit claim form starts from (still editable there). */
export const shippingAddress = pgTable('shipping_address', {
  userId: userKey(),
  name: text('name').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
