import type { ComponentType } from 'react';
import { paths } from '#shared/paths.ts';

type VisitorPage = {
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
  /**
   * The screen loads the query client itself, when it needs it: the sign-in screen, whose first
   * load does without it (decision 030). Every other screen comes with it.
   */
  loadsQueriesItself?: boolean;
};

/**
 * The screens outside the app shell, open to visitors, each loaded when first
 * visited. With signed-in-pages.ts this is the app's route table: the router
 * and the accessibility audit (e2e/accessibility.e2e.ts) both read it.
 */
export const visitorPages: VisitorPage[] = [
  { path: paths.auth, load: () => import('./routes/auth.tsx'), loadsQueriesItself: true },
  { path: paths.forgotPassword, load: () => import('./routes/forgot-password.tsx') },
  { path: paths.resetPassword, load: () => import('./routes/reset-password.tsx') },
  { path: paths.confirmEmail, load: () => import('./routes/confirm-email.tsx') },
  { path: paths.unsubscribe, load: () => import('./routes/unsubscribe.tsx') },
  { path: paths.terms, load: () => import('./routes/terms.tsx') },
  { path: paths.privacy, load: () => import('./routes/privacy.tsx') },
];
