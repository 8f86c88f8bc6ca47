import { createBrowserRouter } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError } from './routes/route-error.tsx';

export type RouteHandle = { title: string };

const page = (title: string): { handle: RouteHandle } => ({ handle: { title } });

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        { path: paths.auth, lazy: () => import('./routes/auth.tsx') },
        { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password.tsx') },
        { path: paths.resetPassword, lazy: () => import('./routes/reset-password.tsx') },
        {
          element: <RequireSession />,
          children: [
            {
              element: <AppShell />,
              children: [
                { index: true, ...page('Your Creative Sanctuary'), lazy: () => import('./routes/dashboard.tsx') },
                { path: paths.quests, ...page('Quests'), lazy: () => import('./routes/quests.tsx') },
                { path: paths.buddies, ...page('Realm Buddies'), lazy: () => import('./routes/buddies.tsx') },
                {
                  path: paths.manageBuddies,
                  ...page('Manage Buddies'),
                  lazy: () => import('./routes/manage-buddies.tsx'),
                },
                { path: paths.resources, ...page('The Library'), lazy: () => import('./routes/resources.tsx') },
                { path: paths.realms, ...page('Your Journey'), lazy: () => import('./routes/realms.tsx') },
                {
                  path: paths.inviteCreator,
                  ...page('Pass the Flame'),
                  lazy: () => import('./routes/invite-creator.tsx'),
                },
                { path: paths.editProfile, ...page('Edit Profile'), lazy: () => import('./routes/profile/edit.tsx') },
                {
                  path: paths.progress,
                  ...page('Progress Bars'),
                  lazy: () => import('./routes/profile/progress.tsx'),
                },
                {
                  path: paths.settings,
                  ...page('Personal Info'),
                  lazy: () => import('./routes/profile/settings.tsx'),
                },
                {
                  path: '/admin',
                  element: <RequireAdmin />,
                  children: [
                    { path: 'cms', ...page('Resource Management'), lazy: () => import('./routes/admin/cms.tsx') },
                    { path: '*', lazy: () => import('./routes/not-found.tsx') },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', lazy: () => import('./routes/not-found.tsx') },
      ],
    },
  ]);
}
