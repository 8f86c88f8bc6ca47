import { cn } from '#web/lib/cn.ts';
import { NotificationsButton, UserMenuButton } from './header-buttons.tsx';

/** `isWide`: as wide as the staff console's content below it. */
export function AppHeader({ title, isWide = false }: { title: string; isWide?: boolean }) {
  return (
    // Sticky, not fixed, and no fixed height: with large text the title wraps and the page follows it.
    <header className="pt-safe sticky top-0 z-30 border-b border-line bg-parchment/95 backdrop-blur">
      <div
        className={cn(
          'mx-auto flex min-h-16 items-center gap-2 px-4 py-1',
          isWide ? 'max-w-6xl' : 'max-w-2xl',
        )}
      >
        <h1 className="min-w-0 flex-1 font-(family-name:--font-display) text-xl leading-tight font-semibold text-ink">
          {title}
        </h1>
        <NotificationsButton />
        <UserMenuButton />
      </div>
    </header>
  );
}
