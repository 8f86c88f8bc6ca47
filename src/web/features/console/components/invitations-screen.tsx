import { useState } from 'react';
import { Link } from 'react-router';
import { useInvitations } from '../api/console-queries.ts';
import { ConsolePage } from './console-page.tsx';
import { Cell, DataTable } from './data-table.tsx';
import { formatInstant } from './format-instant.ts';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';

const statusLabels = {
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
} as const;

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
              headings={['Invited by', 'Invited', 'Status', 'Sent', 'Expires', 'Accepted']}
            >
              {data.items.map((invitation) => (
                <tr key={invitation.id}>
                  <Cell>
                    <Link
                      to={`/admin/creators/${encodeURIComponent(invitation.inviterId)}`}
                      className="font-semibold text-ember-800 underline underline-offset-2"
                    >
                      {invitation.inviterName || invitation.inviterEmail}
                    </Link>
                  </Cell>
                  <Cell>
                    {invitation.inviteeName}{' '}
                    <span className="break-all text-ink-soft">({invitation.inviteeEmail})</span>
                  </Cell>
                  <Cell>{statusLabels[invitation.status]}</Cell>
                  <Cell>{formatInstant(invitation.createdAt)}</Cell>
                  <Cell>{formatInstant(invitation.expiresAt)}</Cell>
                  <Cell>{formatInstant(invitation.acceptedAt)}</Cell>
                </tr>
              ))}
            </DataTable>
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
