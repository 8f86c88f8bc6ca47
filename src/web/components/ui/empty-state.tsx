import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState(props: { icon: LucideIcon; heading: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <section className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-ember-200 bg-white/70 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-ember-100 text-ember-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-ink">{props.heading}</h2>
      <div className="max-w-sm text-ink-soft">{props.children}</div>
    </section>
  );
}
