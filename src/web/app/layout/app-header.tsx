import { NotificationsButton, UserMenuButton } from './header-buttons.tsx';

export function AppHeader({ title }: { title: string }) {
  return (
    <header className="pt-safe fixed inset-x-0 top-0 z-30 border-b border-line bg-parchment/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-2xl items-center gap-2 px-4">
        <h1 className="min-w-0 flex-1 truncate font-(family-name:--font-display) text-xl font-semibold text-ink">
          {title}
        </h1>
        <NotificationsButton />
        <UserMenuButton />
      </div>
    </header>
  );
}
