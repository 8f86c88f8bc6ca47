import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { deleteAccountInputSchema } from '#shared/schemas/profile.ts';
import type { Auth } from '../../auth/auth.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import { signedInHintFor } from '../../auth/signed-in-hint.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { contentDispositionFor } from '../../http/content-disposition.ts';
import { validate } from '../../http/validate.ts';
import { presentAccountDeleted } from '../../presenters/account.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { deleteAccount } from './account-deletion.service.ts';
import { exportCreatorData } from './account-export.ts';

export function createAccountRoutes(deps: {
  db: Database;
  auth: Auth;
  fileStore: FileStore;
  guards: AuthGuards;
  clock: () => Date;
  /** Served over https: cookies it sets are Secure. */
  isSecure: boolean;
}) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/export', requireUser, async (c) => {
      const user = c.get('user');
      const now = deps.clock();
      const zip = await exportCreatorData(deps, {
        creator: { id: user.id, email: user.email },
        now,
      });
      c.header('Content-Type', 'application/zip');
      c.header(
        'Content-Disposition',
        contentDispositionFor(`emberpath-data-${now.toISOString().slice(0, 10)}.zip`),
      );
      c.header('Cache-Control', 'private, no-store');
      return c.body(Readable.toWeb(zip) as ReadableStream);
    })
    .post('/delete', requireUser, validate('json', deleteAccountInputSchema), async (c) => {
      const user = c.get('user');
      const { email, password } = c.req.valid('json');
      const headers = await deleteAccount(deps, {
        userId: user.id,
        email: user.email,
        typedEmail: email,
        password,
        headers: c.req.raw.headers,
      });
      const cookies = headers.getSetCookie();
      const hint = signedInHintFor(cookies, deps.isSecure);
      for (const cookie of [...cookies, ...(hint ? [hint] : [])])
        c.header('Set-Cookie', cookie, { append: true });
      return c.json(presentAccountDeleted());
    });
}
