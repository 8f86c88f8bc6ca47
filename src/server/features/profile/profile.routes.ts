import { Hono } from 'hono';
import {
  avatarParamSchema,
  profileInputSchema,
  shippingAddressInputSchema,
  timeZoneSettingInputSchema,
} from '#shared/schemas/profile.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { respondWithStoredFile } from '../../http/stored-file-response.ts';
import { uploadFrom } from '../../http/upload-request.ts';
import { validate } from '../../http/validate.ts';
import {
  changeTimeZoneSetting,
  clearProfile,
  findAvatarFile,
  getProfile,
  getShippingAddress,
  removeAvatar,
  saveShippingAddress,
  updateProfile,
  uploadAvatar,
  type ProfileDeps,
} from './profile.service.ts';

export function createProfileRoutes(deps: ProfileDeps & { guards: AuthGuards; clock: () => Date }) {
  const { requireUser } = deps.guards;
  return (
    new Hono<AppEnv>()
      .get('/', requireUser, async (c) =>
        c.json(await getProfile(deps, { userId: c.get('user').id })),
      )
      .put('/', requireUser, validate('json', profileInputSchema), async (c) =>
        c.json(await updateProfile(deps, { userId: c.get('user').id, ...c.req.valid('json') })),
      )
      .delete('/', requireUser, async (c) =>
        c.json(await clearProfile(deps, { userId: c.get('user').id })),
      )
      // The picture as the raw body (at most 5 MB, checked while it is read; see app.ts's body limit).
      .put('/avatar', requireUser, async (c) => {
        const { body, declaredLength } = uploadFrom(c);
        return c.json(await uploadAvatar(deps, { userId: c.get('user').id, body, declaredLength }));
      })
      .delete('/avatar', requireUser, async (c) =>
        c.json(await removeAvatar(deps, { userId: c.get('user').id })),
      )
      .get(
        '/avatars/:userId/:avatarId',
        requireUser,
        validate('param', avatarParamSchema),
        async (c) => {
          const file = await findAvatarFile(deps, c.req.valid('param'));
          return respondWithStoredFile(c, deps.fileStore, file);
        },
      )
      .get('/shipping-address', requireUser, async (c) =>
        c.json(await getShippingAddress(deps, { userId: c.get('user').id })),
      )
      .put(
        '/shipping-address',
        requireUser,
        validate('json', shippingAddressInputSchema),
        async (c) =>
          c.json(
            await saveShippingAddress(deps, { userId: c.get('user').id, ...c.req.valid('json') }),
          ),
      )
      .put('/time-zone', requireUser, validate('json', timeZoneSettingInputSchema), async (c) =>
        c.json(
          await changeTimeZoneSetting(deps, {
            userId: c.get('user').id,
            now: deps.clock(),
            ...c.req.valid('json'),
          }),
        ),
      )
  );
}
