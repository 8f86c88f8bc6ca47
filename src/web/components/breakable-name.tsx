import { Fragment } from 'react';

/**
 * An email address or a file name that may be longer than its line. It
 * breaks only where a reader expects it to (after a dot, dash, underscore or
 * before the @), never inside a word or its extension ("worksheet.pd / f");
 * a single part longer than a whole line is the only thing ever cut
 * (overflow-wrap: break-word), so nothing spills out of its card.
 */
export function BreakableName({ text, className }: { text: string; className?: string }) {
  const dot = text.lastIndexOf('.');
  const hasExtension = !text.includes('@') && dot > 0 && text.length - dot <= 6;
  const stem = hasExtension ? text.slice(0, dot) : text;
  const extension = hasExtension ? text.slice(dot) : '';
  // Break opportunities after separators, and before the @ of an address.
  const parts = stem.split(/(?<=[._\-+/])|(?=@)/);
  const last = parts.pop() ?? '';
  return (
    <span className={['[overflow-wrap:break-word]', className].filter(Boolean).join(' ')}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          <wbr />
        </Fragment>
      ))}
      <span className="whitespace-nowrap">
        {last}
        {extension}
      </span>
    </span>
  );
}
