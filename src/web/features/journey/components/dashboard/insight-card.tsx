import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useCurriculum } from '../../api/get-curriculum.ts';

/**
 * One of the quotes staff chose, at random for this visit; nothing until they are here. Picked
 * in the browser, so the dashboard shows it once hydrated (decision 026): the server's drawing
 * has no quote to match.
 */
export function InsightCard() {
  const insights = useCurriculum().data?.insights ?? [];
  const [pick] = useState(Math.random);
  const insight = insights[Math.floor(pick * insights.length)];
  if (!insight) return null;
  return (
    <section
      aria-labelledby="insight-title"
      className="rounded-(--radius-card) border border-amber-200 bg-amber-50 p-5"
    >
      <h2
        id="insight-title"
        className="flex items-center gap-2 text-sm font-semibold text-amber-900"
      >
        <Sparkles className="size-4" aria-hidden /> Today's Creative Insight
      </h2>
      <blockquote className="mt-3">
        <p className="font-(family-name:--font-display) text-lg leading-snug text-ink">
          “{insight.text}”
        </p>
        <footer className="mt-2 text-sm text-ink-soft">— {insight.author}</footer>
      </blockquote>
    </section>
  );
}
