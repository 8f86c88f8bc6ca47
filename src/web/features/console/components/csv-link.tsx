import { Download } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button.tsx';

/** A list or a chart's table as a CSV file, for the filters shown: a download, styled as a button. */
export function CsvLink(props: { href: string; children: string; className?: string }) {
  return (
    <a
      href={props.href}
      download
      className={buttonVariants({ variant: 'secondary', className: props.className })}
    >
      <Download aria-hidden />
      {props.children}
    </a>
  );
}
