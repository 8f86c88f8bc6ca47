import type { ComponentType } from 'react';
import { paths } from '#shared/paths.ts';
import { settingsSections } from './settings-sections.ts';

type SignedInPage = {
  path: string;
  /** Shown in the fixed header and the browser tab. */
  title: string;
  load: () => Promise<{ Component: ComponentType }>;
  /** Only staff may open it; others are sent home. */
  isStaffOnly?: boolean;
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
    isStaffOnly: true,
  },
  {
    path: paths.adminProgramme,
    title: 'Programme',
    load: () => import('./routes/admin/programme.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminProgrammeRealm,
    title: 'Edit Realm',
    load: () => import('./routes/admin/programme-realm.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminProgrammePreview,
    title: 'Realm Preview',
    load: () => import('./routes/admin/programme-preview.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.admin,
    title: 'Staff Console',
    load: () => import('./routes/admin/admin-home.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminReviews,
    title: 'Reviews',
    load: () => import('./routes/admin/reviews.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminReview,
    title: 'Review',
    load: () => import('./routes/admin/review.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminClaims,
    title: 'Kit Claims',
    load: () => import('./routes/admin/claims.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminCreators,
    title: 'Creators',
    load: () => import('./routes/admin/creators.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminCreator,
    title: 'Creator',
    load: () => import('./routes/admin/creator.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminEmails,
    title: 'Emails',
    load: () => import('./routes/admin/emails.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminInvitations,
    title: 'Invitations',
    load: () => import('./routes/admin/invitations.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminInsights,
    title: 'Insights',
    load: () => import('./routes/admin/insights.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminWebhooks,
    title: 'Webhooks',
    load: () => import('./routes/admin/webhooks.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminWebhook,
    title: 'Webhook',
    load: () => import('./routes/admin/webhook.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminAudit,
    title: 'Audit Trail',
    load: () => import('./routes/admin/audit.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminApiReference,
    title: 'API',
    load: () => import('./routes/admin/api-reference.tsx'),
    isStaffOnly: true,
  },
  {
    path: paths.adminApiKeys,
    title: 'API Keys',
    load: () => import('./routes/admin/api-keys.tsx'),
    isStaffOnly: true,
  },
];
