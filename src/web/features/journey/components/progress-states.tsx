import { Button } from '#web/components/ui/button.tsx';

/** Shown while the very first progress is on its way (no copy in this browser yet). */
export function ProgressLoading({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="sr-only">{message}</p>
      <div aria-hidden className="h-44 animate-pulse rounded-(--radius-card) bg-ember-100" />
      <div aria-hidden className="h-32 animate-pulse rounded-(--radius-card) bg-ember-50" />
      <p aria-hidden className="text-center text-ink-soft">
        {message}
      </p>
    </div>
  );
}

export function ProgressError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-line bg-white p-6 text-center"
    >
      <p className="text-ink">{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
