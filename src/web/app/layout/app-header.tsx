import { NotificationsButton, UserMenuButton } from './header-buttons.tsx';

export function AppHeader({ title }: { title: string }) {
  return (
    // Sticky, not fixed, and no fixed height: with large text the title wraps and the page follows it.
    <header className="pt-safe sticky top-0 z-30 border-b border-line bg-parchment/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-2xl items-center gap-2 px-4 py-1">
        <h1 className="min-w-0 flex-1 font-(family-name:--font-display) text-xl leading-tight font-semibold text-ink">
          {title}
        </h1>
        <NotificationsButton />
        <UserMenuButton />
      </div>
    </header>
  );
}
