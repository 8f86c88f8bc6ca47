import type { ReactNode } from 'react';
import { ConsoleNav } from './console-nav.tsx';

/** Every console screen: the tabs, then the screen, wide enough for tables on a laptop. */
export function ConsolePage({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <ConsoleNav />
      {intro && <p className="text-ink-soft">{intro}</p>}
      {children}
    </div>
  );
}
