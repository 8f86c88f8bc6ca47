import { inviteStatusAt } from '#shared/rules/invites.ts';
import type { Database } from '../../db/client.ts';
import { pageOf, type PageRequest } from '../../http/paging.ts';
import { listInvitationsOf, listInvitationsPage } from './invitations-console.queries.ts';

type ConsoleInvitation = Awaited<ReturnType<typeof listInvitationsOf>>[number];

/** A sent invitation past its 30 days reads as expired, whether or not the job has marked it. */
const withStatusAt = (now: Date) => (row: ConsoleInvitation) => ({
  ...row,
  status: inviteStatusAt(row, now),
});

/** The console's Invitations tab: who invited whom, with status and dates. */
export async function listInvitationsForStaff(
  deps: { db: Database; clock: () => Date },
  input: PageRequest,
) {
  const page = await pageOf(input, (range) => listInvitationsPage(deps.db, range));
  return { ...page, items: page.items.map(withStatusAt(deps.clock())) };
}

/** On a creator's page: the invitations they sent and the one they accepted. */
export async function invitationsOfCreator(
  deps: { db: Database; clock: () => Date },
  input: { userId: string },
) {
  return (await listInvitationsOf(deps.db, input.userId)).map(withStatusAt(deps.clock()));
}
