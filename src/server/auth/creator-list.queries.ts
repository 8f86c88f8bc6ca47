import { asc, desc, like, or, sql } from 'drizzle-orm';
import type { CreatorSort } from '#shared/schemas/admin.ts';
import type { Database } from '../db/client.ts';
import { startsWithPattern } from '../db/like-prefix.ts';
import { user } from '../db/schema/auth.ts';

const sortColumns = { joined: user.createdAt, name: user.name, email: user.email } as const;

/**
 * One page of accounts for the staff console, in a stable order (the id
 * breaks ties), searched by the start of the name or email. Each sort and the
 * search have their own index (migration 0008), so a page costs the same at
 * 100,000 creators as at 100.
 */
export function listAccountsPage(
  db: Database,
  input: {
    search?: string;
    sort: CreatorSort;
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const order = input.direction === 'asc' ? asc : desc;
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      timeZone: user.timeZone,
      joinedAt: user.createdAt,
    })
    .from(user)
    .where(
      input.search
        ? or(
            like(sql`lower(${user.name})`, startsWithPattern(input.search)),
            like(sql`lower(${user.email})`, startsWithPattern(input.search)),
          )
        : undefined,
    )
    .orderBy(order(sortColumns[input.sort]), order(user.id))
    .limit(input.limit)
    .offset(input.offset);
}
