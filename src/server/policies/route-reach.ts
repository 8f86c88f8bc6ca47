import type { Permission } from '#shared/rules/staff-permissions.ts';

/**
 * Creator routes whose answer reaches past the caller's own data, and how
 * far: by a named policy, by consent (buddies), or at an address no one can
 * guess. Every other creator route answers with the caller's own data only,
 * staff included (staff reach creators through /api/admin). `staff` is said
 * only where staff holding a permission reach further than a creator. The policy test checks these routes
 * exist, and `npm run docs:policy` writes them into docs/architecture.md's
 * table: add a line when a service lets someone past their own data on a new
 * route.
 */
export const routeReach: Record<
  string,
  { creator?: string; staff?: { permission: Permission; reach: string } }
> = {
  'GET /api/quests/:questId/file': {
    staff: {
      permission: 'creators:read',
      reach: 'own data; any creator’s worksheet (`canReadCreatorData`)',
    },
  },
  'GET /api/resources/:resourceId/file': {
    creator: 'files of the sections they unlocked',
    staff: {
      permission: 'library:manage',
      reach: 'every file, deleted or locked (`canReadEveryLibraryFile`)',
    },
  },
  'GET /api/buddies': {
    creator: 'own data; their buddies’ cards, notes and "This week I will …" lines',
  },
  'GET /api/buddies/overview': {
    creator: 'own data; the names and pictures of who they asked, were asked by or paired with',
  },
  'GET /api/buddies/shared': {
    creator: 'own data; the answers their current buddies chose to share with them, while paired',
  },
  'POST /api/buddies/:pairId/nudge': {
    creator: 'own data; one nudge a day to their current buddy’s bell (and inbox, unless off)',
  },
  'PUT /api/shares/:shareId/reaction': {
    creator: 'an answer their current buddy shared with them (404 once the pairing ends)',
  },
  'GET /api/buddies/candidates': {
    creator: 'findable creators in their realm (name, picture)',
  },
  'GET /api/profile/avatars/:userId/:avatarId': {
    creator: 'any creator’s picture, at its unguessable address',
  },
};
