/* The staff console's own answers (/api/admin, decision 036). */

/** What needs a look: emails that failed, kit claims waiting. */
export const presentConsoleSummary = (counts: { failedEmails: number; pendingClaims: number }) => ({
  failedEmails: counts.failedEmails,
  pendingClaims: counts.pendingClaims,
});
