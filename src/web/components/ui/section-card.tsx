import { useId, type ReactNode } from 'react';

/** One titled card of a page made of cards (settings, progress). */
export function SectionCard(props: { heading: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {props.heading}
        </h2>
        {props.intro && <p className="text-sm text-ink-soft">{props.intro}</p>}
      </div>
      {props.children}
    </section>
  );
}
