import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn.ts';

const tabs = [
  { to: '/admin', label: 'Home', end: true },
  { to: '/admin/cms', label: 'Content', end: true },
  { to: '/admin/claims', label: 'Kit claims', end: true },
  { to: '/admin/creators', label: 'Creators', end: false },
  { to: '/admin/emails', label: 'Emails', end: true },
  { to: '/admin/invitations', label: 'Invitations', end: true },
  { to: '/admin/audit', label: 'Audit', end: true },
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
