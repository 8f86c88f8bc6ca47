import { cn } from '#web/lib/cn.ts';
import { contentWidthClasses, type ContentWidth } from './content-width.ts';
import { NotificationsButton, UserMenuButton } from './header-buttons.tsx';

/** `width`: as wide as the page below it. */
export function AppHeader({ title, width }: { title: string; width: ContentWidth }) {
  return (
    // Sticky, not fixed, and no fixed height: with large text the title wraps and the page follows it.
    <header className="pt-safe sticky top-0 z-30 border-b border-line bg-parchment/95 backdrop-blur">
      <div
        className={cn(
          'mx-auto flex min-h-16 items-center gap-2 px-4 py-1 max-[359px]:gap-1 max-[359px]:px-3',
          contentWidthClasses[width],
        )}
      >
        {/* One line at 320 px too: 'Your Creative Sanctuary' takes a smaller type there. */}
        <h1 className="min-w-0 flex-1 font-(family-name:--font-display) text-xl leading-tight font-semibold text-ink max-[359px]:text-[1.05rem]">
          {title}
        </h1>
        <NotificationsButton />
        <UserMenuButton />
      </div>
    </header>
  );
}
