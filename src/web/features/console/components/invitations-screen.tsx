import { useState } from 'react';
import { Link } from 'react-router';
import { useInvitations, type ConsoleInvitation } from '../api/console-queries.ts';
import { ConsolePage } from './console-page.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { formatInstant } from './format-instant.ts';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';

const statusLabels = {
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
} as const;

const invitationColumns: Column<ConsoleInvitation>[] = [
  {
    heading: 'Invited by',
    render: (invitation) => (
      <Link
        to={`/admin/creators/${encodeURIComponent(invitation.inviterId)}`}
        className="font-semibold text-ember-800 underline underline-offset-2"
      >
        {invitation.inviterName || invitation.inviterEmail}
      </Link>
    ),
    isLongText: true,
  },
  {
    heading: 'Invited',
    render: (invitation) => `${invitation.inviteeName} (${invitation.inviteeEmail})`,
    isLongText: true,
  },
  { heading: 'Status', render: (invitation) => statusLabels[invitation.status] },
  { heading: 'Sent', render: (invitation) => formatInstant(invitation.createdAt) },
  { heading: 'Expires', render: (invitation) => formatInstant(invitation.expiresAt) },
  { heading: 'Accepted', render: (invitation) => formatInstant(invitation.acceptedAt) },
];

/** Pass the Flame: who invited whom, and what became of it. */
export function InvitationsScreen() {
  const [page, setPage] = useState(1);
  const invitations = useInvitations(page);
  return (
    <ConsolePage intro="Every invitation a creator sent, newest first.">
      <QueryState
        query={invitations}
        what="invitations"
        isEmpty={(data) => data.items.length === 0}
        emptyText="No invitations yet."
      >
        {(data) => (
          <>
            <DataTable
              label="Invitations"
              columns={invitationColumns}
              rows={data.items}
              rowKey={(invitation) => invitation.id}
            />
            <Pager
              label="Invitations"
              page={data.page}
              hasMore={data.hasMore}
              isFetching={invitations.isFetching}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
