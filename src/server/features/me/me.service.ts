import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/me.ts';
import { isAdminEmail } from '../../auth/require-user.ts';
import type { Database } from '../../db/client.ts';
import { findUserById } from './me.queries.ts';

export async function getMe(
  db: Database,
  input: { userId: string; adminEmails: ReadonlySet<string> },
): Promise<Me> {
  const user = await findUserById(db, input.userId);
  // The session outlived its user (an account deleted elsewhere): treat it as signed out.
  if (!user) throw new AppError('UNAUTHENTICATED');
  return {
    user: { ...user, image: user.image ?? null },
    isAdmin: isAdminEmail(user.email, input.adminEmails),
  };
}
