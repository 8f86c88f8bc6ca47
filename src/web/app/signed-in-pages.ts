import type { ComponentType } from 'react';
import { paths } from '#shared/paths.ts';
import type { Permission } from '#shared/rules/staff-permissions.ts';
import { settingsSections } from './settings-sections.ts';

type SignedInPage = {
  path: string;
  /** Shown in the fixed header and the browser tab. */
  title: string;
  load: () => Promise<{ Component: ComponentType }>;
  /**
   * A staff screen, for those whose roles grant this permission (decision 041): other
   * staff are told whose it is, creators are sent home.
   */
  staffPermission?: Permission;
};

// The index and its four sections are one screen (routes/profile/settings.tsx).
const loadSettings = () => import('./routes/profile/settings.tsx');

/** The screens inside the app shell, each loaded when first visited. */
export const signedInPages: SignedInPage[] = [
  {
    path: paths.home,
    title: 'Your Creative Sanctuary',
    load: () => import('./routes/dashboard.tsx'),
  },
  { path: paths.quests, title: 'Quests', load: () => import('./routes/quests.tsx') },
  { path: paths.buddies, title: 'Realm Buddies', load: () => import('./routes/buddies.tsx') },
  {
    path: paths.manageBuddies,
    title: 'Manage Buddies',
    load: () => import('./routes/manage-buddies.tsx'),
  },
  { path: paths.resources, title: 'The Library', load: () => import('./routes/resources.tsx') },
  { path: paths.realms, title: 'Your Journey', load: () => import('./routes/realms.tsx') },
  {
    path: paths.joinCohort,
    title: 'Join a Cohort',
    load: () => import('./routes/join-cohort.tsx'),
  },
  {
    path: paths.inviteCreator,
    title: 'Pass the Flame',
    load: () => import('./routes/invite-creator.tsx'),
  },
  {
    path: paths.editProfile,
    title: 'Edit Profile',
    load: () => import('./routes/profile/edit.tsx'),
  },
  {
    path: paths.progress,
    title: 'Progress Bars',
    load: () => import('./routes/profile/progress.tsx'),
  },
  { path: paths.settings, title: 'Settings', load: loadSettings },
  ...settingsSections.map(({ path, title }) => ({ path, title, load: loadSettings })),
  {
    path: paths.adminCms,
    title: 'Resource Management',
    load: () => import('./routes/admin/cms.tsx'),
    staffPermission: 'library:manage',
  },
  {
    path: paths.adminProgramme,
    title: 'Programme',
    load: () => import('./routes/admin/programme.tsx'),
    staffPermission: 'programme:edit',
  },
  {
    path: paths.adminProgrammeRealm,
    title: 'Edit Realm',
    load: () => import('./routes/admin/programme-realm.tsx'),
    staffPermission: 'programme:edit',
  },
  {
    path: paths.adminProgrammePreview,
    title: 'Realm Preview',
    load: () => import('./routes/admin/programme-preview.tsx'),
    staffPermission: 'programme:edit',
  },
  {
    path: paths.admin,
    title: 'Staff Console',
    load: () => import('./routes/admin/admin-home.tsx'),
    staffPermission: 'console:view',
  },
  {
    path: paths.adminReviews,
    title: 'Reviews',
    load: () => import('./routes/admin/reviews.tsx'),
    staffPermission: 'review:write',
  },
  {
    path: paths.adminReview,
    title: 'Review',
    load: () => import('./routes/admin/review.tsx'),
    staffPermission: 'review:write',
  },
  {
    path: paths.adminClaims,
    title: 'Kit Claims',
    load: () => import('./routes/admin/claims.tsx'),
    staffPermission: 'claims:read',
  },
  {
    path: paths.adminCreators,
    title: 'Creators',
    load: () => import('./routes/admin/creators.tsx'),
    staffPermission: 'creators:read',
  },
  {
    path: paths.adminCreator,
    title: 'Creator',
    load: () => import('./routes/admin/creator.tsx'),
    staffPermission: 'creators:read',
  },
  {
    path: paths.adminEmails,
    title: 'Emails',
    load: () => import('./routes/admin/emails.tsx'),
    staffPermission: 'emails:manage',
  },
  {
    path: paths.adminInvitations,
    title: 'Invitations',
    load: () => import('./routes/admin/invitations.tsx'),
    staffPermission: 'invitations:read',
  },
  {
    path: paths.adminInsights,
    title: 'Insights',
    load: () => import('./routes/admin/insights.tsx'),
    staffPermission: 'insights:read',
  },
  {
    path: paths.adminInsightsCompare,
    title: 'Compare cohorts',
    load: () => import('./routes/admin/insights-compare.tsx'),
    staffPermission: 'insights:read',
  },
  {
    path: paths.adminCohorts,
    title: 'Cohorts',
    load: () => import('./routes/admin/cohorts.tsx'),
    staffPermission: 'cohorts:manage',
  },
  {
    path: paths.adminCohort,
    title: 'Cohort',
    load: () => import('./routes/admin/cohort.tsx'),
    staffPermission: 'cohorts:manage',
  },
  {
    path: paths.adminWebhooks,
    title: 'Webhooks',
    load: () => import('./routes/admin/webhooks.tsx'),
    staffPermission: 'webhook:manage',
  },
  {
    path: paths.adminWebhook,
    title: 'Webhook',
    load: () => import('./routes/admin/webhook.tsx'),
    staffPermission: 'webhook:manage',
  },
  {
    path: paths.adminAudit,
    title: 'Audit Trail',
    load: () => import('./routes/admin/audit.tsx'),
    staffPermission: 'audit:read',
  },
  {
    path: paths.adminApiReference,
    title: 'API',
    load: () => import('./routes/admin/api-reference.tsx'),
    staffPermission: 'console:view',
  },
  {
    path: paths.adminApiKeys,
    title: 'API Keys',
    load: () => import('./routes/admin/api-keys.tsx'),
    staffPermission: 'apikey:manage',
  },
];
