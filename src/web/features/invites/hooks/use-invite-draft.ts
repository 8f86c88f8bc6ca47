import { useCallback, useState } from 'react';

export type InviteDraft = { inviteeName: string; inviteeEmail: string; personalMessage: string };

const emptyDraft: InviteDraft = { inviteeName: '', inviteeEmail: '', personalMessage: '' };

// Kept for this tab only (sessionStorage): it survives a reload or a refused send,
// and someone else's name and address are not left on the device after it closes.
const keyFor = (userId: string) => `emberpath-invite-draft:${userId}`;

function readDraft(userId: string): InviteDraft {
  try {
    const raw = sessionStorage.getItem(keyFor(userId));
    return raw ? { ...emptyDraft, ...(JSON.parse(raw) as Partial<InviteDraft>) } : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

function writeDraft(userId: string, draft: Partial<InviteDraft> | null): void {
  try {
    if (draft) sessionStorage.setItem(keyFor(userId), JSON.stringify(draft));
    else sessionStorage.removeItem(keyFor(userId));
  } catch {
    // Storage unavailable: the text stays on screen.
  }
}

/** The invitation being written, kept until the server has it. */
export function useInviteDraft(userId: string) {
  const [initial] = useState(() => readDraft(userId));
  const save = useCallback((draft: Partial<InviteDraft>) => writeDraft(userId, draft), [userId]);
  const clear = useCallback(() => writeDraft(userId, null), [userId]);
  return { initial, save, clear };
}
