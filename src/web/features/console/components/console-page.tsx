import type { ReactNode } from 'react';

/** Every console screen: its one-line introduction, then the screen (the shell shows the console's tabs). */
export function ConsolePage({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      {intro && <p className="text-ink-soft">{intro}</p>}
      {children}
    </div>
  );
}
