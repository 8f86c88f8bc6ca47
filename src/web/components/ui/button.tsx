import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export const buttonVariants = cva(
  // Disabled buttons change colour rather than fade, so their words stay readable (4.5:1).
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-ember-700 text-white shadow-sm hover:bg-ember-800 disabled:bg-stone-600 disabled:shadow-none',
        secondary:
          'border border-line bg-white text-ink hover:bg-ember-50 disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-700',
        ghost: 'text-ink hover:bg-ember-50 disabled:text-stone-600',
        link: 'min-h-0 px-0 text-ember-700 underline-offset-4 hover:underline',
      },
      size: {
        default: '',
        full: 'w-full',
        icon: 'size-11 px-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** A link that looks like a button takes `buttonVariants()` as its class instead. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button className={cn(buttonVariants({ variant, size }), className)} type={type} {...props} />
  );
}
