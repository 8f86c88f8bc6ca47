import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        ember: 'bg-ember-100 text-ember-800',
        success: 'bg-emerald-100 text-emerald-800',
        muted: 'bg-stone-100 text-stone-700',
        dark: 'bg-white/15 text-white',
        gold: 'bg-amber-100 text-amber-900',
        /** Needs a look now (an overdue kit). */
        danger: 'bg-red-100 text-red-800',
      },
    },
    defaultVariants: { tone: 'ember' },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
