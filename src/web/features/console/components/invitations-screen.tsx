import { useState } from 'react';
import { Link } from 'react-router';
import { adminCreatorPath } from '#shared/paths.ts';
import { useInvitations, type ConsoleInvitation } from '../api/get-invitations.ts';
import { ConsolePage } from './console-page.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { Pager } from './pager.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';

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
        to={adminCreatorPath(invitation.inviterId)}
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
  { heading: 'Sent', render: (invitation) => formatDateTime(invitation.createdAt) },
  { heading: 'Expires', render: (invitation) => formatDateTime(invitation.expiresAt) },
  { heading: 'Accepted', render: (invitation) => formatDateTime(invitation.acceptedAt) },
];

/** Pass the Flame: who invited whom, and what became of it. */
export function InvitationsScreen() {
  const [page, setPage] = useState(1);
  const invitations = useInvitations(page);
  return (
    <ConsolePage intro="Every invitation a creator sent, newest first.">
      <QueryState
        query={invitations}
        loadingText="Loading invitations..."
        errorTitle="Error loading invitations"
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
