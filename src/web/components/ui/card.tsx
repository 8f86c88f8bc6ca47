import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-(--radius-card) border border-line bg-white p-5 shadow-sm', className)}
      {...props}
    />
  );
}
