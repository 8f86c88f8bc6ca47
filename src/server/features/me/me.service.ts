import type { Me } from '#shared/schemas/me.ts';
import { isAdminEmail } from '../../auth/require-user.ts';
import type { SessionUser } from '../../http/app-env.ts';

export function getMe(input: { user: SessionUser; adminEmails: ReadonlySet<string> }): Me {
  const { user } = input;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image ?? null,
      emailVerified: user.emailVerified,
      timeZone: user.timeZone ?? 'UTC',
    },
    isAdmin: isAdminEmail(user.email, input.adminEmails),
  };
}
