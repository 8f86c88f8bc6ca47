import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { matchPath, NavLink, useLocation } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { Permission } from '#shared/rules/staff-permissions.ts';
import { cn } from '#web/lib/cn.ts';
import { canIn } from '#web/lib/permissions.ts';
import { useSignedInUser } from '#web/lib/session.ts';

const everyTab: { to: string; label: string; end: boolean; permission: Permission }[] = [
  { to: paths.admin, label: 'Home', end: true, permission: 'console:view' },
  { to: paths.adminInsights, label: 'Insights', end: true, permission: 'insights:read' },
  // An answer's review page stays under the Reviews tab.
  { to: paths.adminReviews, label: 'Reviews', end: false, permission: 'review:write' },
  // A realm's editor and preview stay under the Programme tab.
  { to: paths.adminProgramme, label: 'Programme', end: false, permission: 'programme:edit' },
  { to: paths.adminCms, label: 'Content', end: true, permission: 'library:manage' },
  { to: paths.adminClaims, label: 'Kit claims', end: true, permission: 'claims:read' },
  // A cohort's own page stays under the Cohorts tab.
  { to: paths.adminCohorts, label: 'Cohorts', end: false, permission: 'cohorts:manage' },
  // A creator's own page stays under the Creators tab.
  { to: paths.adminCreators, label: 'Creators', end: false, permission: 'creators:read' },
  { to: paths.adminEmails, label: 'Emails', end: true, permission: 'emails:manage' },
  {
    to: paths.adminInvitations,
    label: 'Invitations',
    end: true,
    permission: 'invitations:read',
  },
  // An endpoint's delivery log stays under the Webhooks tab.
  { to: paths.adminWebhooks, label: 'Webhooks', end: false, permission: 'webhook:manage' },
  { to: paths.adminAudit, label: 'Audit', end: true, permission: 'audit:read' },
  // The API keys screen stays under the API tab.
  { to: paths.adminApiReference, label: 'API', end: false, permission: 'console:view' },
];

/**
 * The console's places: links, so each has its own address and the browser's
 * back works. Thirteen tabs do not fit a phone: there they are a menu behind a
 * button that names the current place; from a laptop's width, a row of tabs.
 * The current place is aria-current="page" in both.
 */
export function ConsoleNav() {
  const { pathname } = useLocation();
  const me = useSignedInUser();
  // Only the places this person's roles open (decision 041).
  const tabs = everyTab.filter((tab) => canIn(me, tab.permission));
  const current = tabs.find((tab) => matchPath({ path: tab.to, end: tab.end }, pathname));
  return (
    <nav aria-label="Staff console">
      <div className="lg:hidden">
        <ConsoleMenu tabs={tabs} currentLabel={current?.label ?? 'Sections'} />
      </div>
      <ul className="hidden flex-wrap gap-1.5 lg:flex">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center rounded-full border px-3.5 text-sm font-semibold',
                  isActive
                    ? 'border-ember-700 bg-ember-700 text-white'
                    : 'border-line bg-white text-ink hover:bg-ember-50',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const menuItemClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink outline-none data-highlighted:bg-ember-50 aria-[current=page]:bg-ember-700 aria-[current=page]:font-semibold aria-[current=page]:text-white';

/**
 * The phone's console menu: arrows move, Enter opens a place, Escape returns to the button.
 * Thirteen places in one column run past a 640 px window, so they stand in two columns, filled
 * top to bottom so that ArrowDown goes where the eye expects.
 */
function ConsoleMenu({ tabs, currentLabel }: { tabs: typeof everyTab; currentLabel: string }) {
  const rows = Math.ceil(tabs.length / 2);
  return (
    // Not modal, as the user menu: a modal menu hides the page while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex min-h-11 w-full items-center justify-between gap-3 rounded-full border border-ember-700 bg-white px-4 text-sm font-semibold text-ink hover:bg-ember-50 sm:w-auto sm:min-w-60">
        {currentLabel}
        <ChevronDown className="size-4 shrink-0 text-ember-800" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          style={{ gridTemplateRows: `repeat(${rows}, auto)` }}
          className="z-40 grid max-h-(--radix-dropdown-menu-content-available-height) w-(--radix-dropdown-menu-trigger-width) min-w-72 grid-flow-col gap-x-1 overflow-y-auto rounded-2xl border border-line bg-white p-2 shadow-lg"
        >
          {tabs.map((tab) => (
            <DropdownMenu.Item key={tab.to} asChild className={menuItemClass}>
              <NavLink to={tab.to} end={tab.end}>
                {tab.label}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
