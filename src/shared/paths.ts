/**
 * Every path of the app, in one place: the web app's routes and links, and
 * the links the server puts in notifications and emails.
 */
export const paths = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  confirmEmail: '/auth/confirm-email',
  quests: '/quests',
  buddies: '/buddies',
  manageBuddies: '/buddies/manage',
  resources: '/resources',
  realms: '/realms',
  inviteCreator: '/invite-creator',
  joinCohort: '/cohorts/join/:code',
  editProfile: '/profile/edit',
  progress: '/profile/progress',
  settings: '/profile/settings',
  settingsAccount: '/profile/settings/account',
  settingsNotifications: '/profile/settings/notifications',
  settingsCalendar: '/profile/settings/calendar',
  settingsPrivacy: '/profile/settings/privacy',
  unsubscribe: '/unsubscribe',
  terms: '/terms',
  privacy: '/privacy',
  admin: '/admin',
  adminCms: '/admin/cms',
  adminClaims: '/admin/claims',
  adminCreators: '/admin/creators',
  adminCreator: '/admin/creators/:userId',
  adminEmails: '/admin/emails',
  adminInvitations: '/admin/invitations',
  adminAudit: '/admin/audit',
  adminApiReference: '/admin/api',
  adminApiKeys: '/admin/api/keys',
  adminInsights: '/admin/insights',
  adminInsightsCompare: '/admin/insights/compare',
  adminWebhooks: '/admin/webhooks',
  adminWebhook: '/admin/webhooks/:endpointId',
  adminProgramme: '/admin/programme',
  adminProgrammeRealm: '/admin/programme/realms/:realmId',
  adminProgrammePreview: '/admin/programme/realms/:realmId/preview',
  adminReviews: '/admin/reviews',
  adminReview: '/admin/reviews/:requestId',
  adminCohorts: '/admin/cohorts',
  adminCohort: '/admin/cohorts/:cohortId',
} as const;

/** A path with a query string: withQuery(paths.quests, { realm: 2 }) is '/quests?realm=2'. */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** A realm's editor in the programme studio, or its preview. */
export function adminProgrammeRealmPath(
  realmId: number,
  page: 'edit' | 'preview' = 'edit',
): string {
  const path = page === 'edit' ? paths.adminProgrammeRealm : paths.adminProgrammePreview;
  return path.replace(':realmId', String(realmId));
}

/** A cohort's join page, where a signed-in creator joins by its link's code. */
export function joinCohortPath(code: string): string {
  return paths.joinCohort.replace(':code', encodeURIComponent(code));
}

/** One creator's page in the staff console. */
export function adminCreatorPath(userId: string): string {
  return paths.adminCreator.replace(':userId', encodeURIComponent(userId));
}

/** Where to send a visitor to sign in, remembering the page they asked for. */
export function authPathFor(returnTo: string): string {
  return returnTo === paths.home ? paths.auth : withQuery(paths.auth, { redirect: returnTo });
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return paths.home;
  if (candidate.startsWith(paths.auth)) return paths.home;
  return candidate;
}
