import { Flame } from 'lucide-react';

export function LoadingScreen({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-ink-soft"
    >
      <Flame className="size-8 animate-pulse text-ember-500" aria-hidden />
      <p>{message}</p>
    </div>
  );
}
