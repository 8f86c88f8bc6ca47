import { NavLink } from 'react-router';
import { paths } from '#shared/paths.ts';
import { cn } from '#web/lib/cn.ts';

const tabs = [
  { to: paths.admin, label: 'Home', end: true },
  { to: paths.adminInsights, label: 'Insights', end: true },
  // A realm's editor and preview stay under the Programme tab.
  { to: paths.adminProgramme, label: 'Programme', end: false },
  { to: paths.adminCms, label: 'Content', end: true },
  { to: paths.adminClaims, label: 'Kit claims', end: true },
  // A creator's own page stays under the Creators tab.
  { to: paths.adminCreators, label: 'Creators', end: false },
  { to: paths.adminEmails, label: 'Emails', end: true },
  { to: paths.adminInvitations, label: 'Invitations', end: true },
  // An endpoint's delivery log stays under the Webhooks tab.
  { to: paths.adminWebhooks, label: 'Webhooks', end: false },
  { to: paths.adminAudit, label: 'Audit', end: true },
  // The API keys screen stays under the API tab.
  { to: paths.adminApiReference, label: 'API', end: false },
];

/** The console's tabs: links, so each tab has its own address and the browser's back works. */
export function ConsoleNav() {
  return (
    <nav aria-label="Staff console" className="-mx-1 overflow-x-auto pb-1">
      <ul className="flex min-w-max gap-2 px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
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
