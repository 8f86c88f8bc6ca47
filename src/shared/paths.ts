/** Every path of the app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  quests: '/quests',
  buddies: '/buddies',
  manageBuddies: '/buddies/manage',
  resources: '/resources',
  realms: '/realms',
  inviteCreator: '/invite-creator',
  editProfile: '/profile/edit',
  progress: '/profile/progress',
  settings: '/profile/settings',
  unsubscribe: '/unsubscribe',
  admin: '/admin',
  adminCms: '/admin/cms',
  adminClaims: '/admin/claims',
  adminCreators: '/admin/creators',
  adminCreator: '/admin/creators/:userId',
  adminEmails: '/admin/emails',
  adminInvitations: '/admin/invitations',
  adminAudit: '/admin/audit',
} as const;

/** Where to send a visitor to sign in, remembering the page they asked for. */
export function authPathFor(returnTo: string): string {
  return returnTo === paths.home
    ? paths.auth
    : `${paths.auth}?redirect=${encodeURIComponent(returnTo)}`;
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return paths.home;
  if (candidate.startsWith(paths.auth)) return paths.home;
  return candidate;
}
