import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * An on/off switch (role="switch"). The button is a 44 × 56 px target; the
 * visible track inside it is smaller. Name it with a <Label htmlFor>.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'group relative inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="h-7 w-12 rounded-full bg-stone-500 transition-colors group-disabled:bg-stone-300 group-data-[state=checked]:bg-ember-700 group-disabled:group-data-[state=checked]:bg-ember-300"
      />
      <SwitchPrimitive.Thumb className="absolute left-2 size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}
