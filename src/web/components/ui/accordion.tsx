import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Radix's accordion (headings with buttons, arrow keys between them), styled as one card. */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      className={cn(
        'divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** One section: its title is an h3 holding the button that opens it. */
export function AccordionItem(props: { value: string; title: string; children: ReactNode }) {
  return (
    <AccordionPrimitive.Item value={props.value}>
      {/* Radix renders the header as an h3. */}
      <AccordionPrimitive.Header className="flex">
        <AccordionPrimitive.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-5 py-3 text-left font-semibold text-ink hover:bg-ember-50">
          {props.title}
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-ink-soft transition-transform group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="px-5 pb-5 text-ink-soft">
        <div className="flex flex-col gap-3 leading-relaxed">{props.children}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
