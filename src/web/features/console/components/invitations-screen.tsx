import { useState } from 'react';
import { useInvitations, type ConsoleInvitation } from '../api/get-invitations.ts';
import { ConsolePage } from './console-page.tsx';
import { CreatorLink } from './creator-columns.tsx';
import type { Column } from './data-table.tsx';
import { PagedTable } from './paged-list.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

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
      <CreatorLink id={invitation.inviterId}>
        {invitation.inviterName || invitation.inviterEmail}
      </CreatorLink>
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
      <PagedTable
        query={invitations}
        what="invitations"
        emptyText="No invitations yet."
        label="Invitations"
        onPage={setPage}
        columns={invitationColumns}
        rowKey={(invitation) => invitation.id}
      />
    </ConsolePage>
  );
}
