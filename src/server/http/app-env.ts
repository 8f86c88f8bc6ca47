import type { StaffRole } from '#shared/rules/staff-permissions.ts';
import type { Logger } from '../logger.ts';

/**
 * Who is asking, as every route needs it: the id, the role (computed once, in
 * the session check) and the time zone "today" is counted in. The rest of the
 * profile is read where it is shown (/api/me).
 */
export type AuthenticatedUser = {
  id: string;
  email: string;
  timeZone: string;
  role: 'creator' | 'staff';
  isStaff: boolean;
  /** What this person may do on the staff (decision 041); empty for creators. */
  staffRoles: readonly StaffRole[];
  /** Set when the call presented an API key instead of a session (decision 040). */
  apiKey?: { id: string; prefix: string };
};

/** Variables every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: AuthenticatedUser;
  };
};
