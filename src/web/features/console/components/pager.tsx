import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** Previous / Next over a server-paged list (no total: counting 100,000 rows each time costs too much). */
export function Pager(props: {
  page: number;
  hasMore: boolean;
  isFetching: boolean;
  label: string;
  onPage: (page: number) => void;
}) {
  if (props.page === 1 && !props.hasMore) return null;
  return (
    <nav aria-label={`${props.label} pages`} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        disabled={props.page === 1 || props.isFetching}
        onClick={() => props.onPage(props.page - 1)}
      >
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <span className="text-sm text-ink-soft">Page {props.page}</span>
      <Button
        variant="secondary"
        disabled={!props.hasMore || props.isFetching}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
