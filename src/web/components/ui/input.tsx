import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'min-h-11 w-full rounded-xl border border-line bg-white px-4 text-base text-ink placeholder:text-ink-soft/70 focus-visible:border-ember-500 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
