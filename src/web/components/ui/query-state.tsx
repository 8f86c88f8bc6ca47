import type { ReactNode } from 'react';
import { AppError } from '#shared/errors.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';

type QueryLike<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

const looks = {
  // A screen's main content: states drawn as cards of their own.
  card: {
    status: 'p-6 text-center text-ink-soft',
    alert:
      'flex flex-col items-center gap-3 rounded-(--radius-card) border border-line bg-white p-6 text-center',
    empty:
      'rounded-(--radius-card) border border-dashed border-ember-200 bg-white/70 p-6 text-center text-ink-soft',
  },
  // A part of a card or a popover: states as a line of text.
  inline: {
    status: 'text-sm text-ink-soft',
    alert: 'flex flex-col items-start gap-2 text-sm text-ink',
    empty: 'text-sm text-ink-soft',
  },
} as const;

/** The words to show for a failed request: the server's, or the generic ones. */
function wordsOf(error: Error | null): string {
  return error instanceof AppError ? error.userMessage : new AppError('INTERNAL').userMessage;
}

/**
 * What a query shows until it has something to show: loading (words, and
 * placeholders the size of what is coming), an error in the server's words
 * with Try again, or the words for an empty answer. Once data has arrived it
 * stays on screen, even if a later refresh fails.
 */
export function QueryState<Data>(props: {
  query: QueryLike<Data>;
  /** What is loading, for the usual words: 'Loading {what}...', and 'Error loading {what}' on failure. */
  what?: string;
  /** Shown and read out while it loads ('Loading your buddies...'), when `what` does not say it. */
  loadingText?: string;
  /** Grey blocks standing in for what is coming, by height ('h-64'), above the words. */
  placeholders?: string[];
  /** Above the server's words when the request fails ('Error loading resources'). */
  errorTitle?: string;
  /** When to show `emptyText`; by default, when the answer is an empty list. */
  isEmpty?: (data: Data) => boolean;
  emptyText?: ReactNode;
  look?: keyof typeof looks;
  children: (data: Data) => ReactNode;
}) {
  const { query } = props;
  const look = looks[props.look ?? 'card'];
  const loadingText = props.loadingText ?? `Loading ${props.what}...`;
  const errorTitle = props.errorTitle ?? (props.what && `Error loading ${props.what}`);
  if (query.data === undefined) {
    if (query.isError) {
      const Title = props.look === 'inline' ? 'p' : 'h2';
      return (
        <div role="alert" className={look.alert}>
          {errorTitle && <Title className="font-semibold text-ink">{errorTitle}</Title>}
          <p className={props.look === 'inline' ? undefined : 'text-ink-soft'}>
            {wordsOf(query.error)}
          </p>
          <Button
            variant={props.look === 'inline' ? 'secondary' : 'primary'}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </div>
      );
    }
    if (props.placeholders) {
      return (
        <div role="status" className="flex flex-col gap-4">
          {props.placeholders.map((height, index) => (
            <div
              key={index}
              aria-hidden
              className={cn('animate-pulse rounded-(--radius-card) bg-ember-50', height)}
            />
          ))}
          <p className="text-center text-ink-soft">{loadingText}</p>
        </div>
      );
    }
    return (
      <p role="status" className={look.status}>
        {loadingText}
      </p>
    );
  }
  const isEmpty = props.isEmpty ?? ((data: Data) => Array.isArray(data) && data.length === 0);
  if (props.emptyText !== undefined && isEmpty(query.data)) {
    return <p className={look.empty}>{props.emptyText}</p>;
  }
  return props.children(query.data);
}
