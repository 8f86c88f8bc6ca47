import { BookOpen, Flame, Home, Map, Swords, Users, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '#shared/paths.ts';
import { cn } from '#web/lib/cn.ts';

const tabs: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.home, label: 'Dashboard', icon: Home, end: true },
  { to: paths.quests, label: 'Quests', icon: Swords },
  { to: paths.buddies, label: 'Buddies', icon: Users },
  { to: paths.resources, label: 'Resources', icon: BookOpen },
  { to: paths.realms, label: 'Realms', icon: Map },
];

/** How wide the side navigation is on a laptop; the app shell leaves this much room beside it. */
export const sideNavPaddingClass = 'lg:pl-60';

/**
 * The creator's main navigation, drawn by CSS alone: a tab bar along the
 * bottom edge on a phone, a column down the left edge from 1024 px. Labels
 * never break mid-word (the page's `overflow-wrap: anywhere` is undone here):
 * below 360 px they take a smaller type so "Dashboard" and "Resources" fit a
 * fifth of 320 px.
 */
export function MainNav() {
  return (
    <nav
      aria-label="Main"
      className="pb-safe fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 backdrop-blur lg:top-0 lg:right-auto lg:w-60 lg:border-t-0 lg:border-r lg:bg-white lg:pb-0"
    >
      <p
        aria-hidden
        className="hidden items-center gap-2 px-6 pt-5 pb-6 font-(family-name:--font-display) text-xl font-semibold text-ink lg:flex"
      >
        <Flame className="size-6 text-ember-600" />
        Emberpath
      </p>
      <ul className="mx-auto flex max-w-2xl lg:max-w-none lg:flex-col lg:gap-1 lg:px-3">
        {tabs.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="min-w-0 flex-1 lg:flex-none">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 text-center text-[0.7rem] leading-tight font-medium whitespace-nowrap text-ink-soft transition-colors [overflow-wrap:normal] max-[359px]:text-[0.625rem] max-[359px]:tracking-tight',
                  'lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-xl lg:px-3 lg:text-left lg:text-[0.95rem] lg:hover:bg-ember-50',
                  isActive && 'text-ember-700 lg:bg-ember-100 lg:hover:bg-ember-100',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-full max-w-12 items-center justify-center rounded-full transition-colors lg:w-auto',
                      isActive && 'bg-ember-100',
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
