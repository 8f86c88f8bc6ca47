import { cn } from '#web/lib/cn.ts';

export function ProgressBar(props: {
  value: number;
  label: string;
  className?: string;
  tone?: 'ember' | 'light';
}) {
  const percent = Math.max(0, Math.min(100, Math.round(props.value)));
  return (
    <div
      role="progressbar"
      aria-label={props.label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cn(
        'h-2.5 w-full overflow-hidden rounded-full',
        props.tone === 'light' ? 'bg-white/25' : 'bg-ember-100',
        props.className,
      )}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          props.tone === 'light' ? 'bg-ember-300' : 'bg-ember-600',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
