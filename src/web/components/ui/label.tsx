import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export const labelClass = 'text-sm font-medium text-ink';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn(labelClass, className)} {...props} />;
}
