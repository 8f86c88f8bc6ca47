import { BookOpen, Home, Map, Swords, Users, type LucideIcon } from 'lucide-react';
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

export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="pb-safe fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 backdrop-blur"
    >
      <ul className="mx-auto flex max-w-2xl">
        {tabs.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="min-w-0 flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 px-0.5 text-center text-[0.7rem] leading-tight font-medium [overflow-wrap:anywhere] text-ink-soft transition-colors',
                  isActive && 'text-ember-700',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-full max-w-12 items-center justify-center rounded-full transition-colors',
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
