/* The account's own answers (/api/account, decision 036). */

/** The account is gone; the answer also clears the session's cookies. */
export const presentAccountDeleted = () => ({ deleted: true as const });
