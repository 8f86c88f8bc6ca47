import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import type { ReviewQueueFilters } from '../../api/get-review-queue.ts';
import type { ReviewQueuePage } from '../../api/review-shapes.ts';
import { cohortLabel } from './review-wording.ts';

/**
 * Narrow the queue: a realm, one of its quests, a sign-up week, or only what
 * I claimed. On a phone they fold behind a button (open while one is chosen),
 * so the queue itself is what the first screen shows.
 */
export function ReviewQueueFilterFields(props: {
  filters: ReviewQueueFilters;
  /** The choices the server offers; none yet while the first page loads. */
  choices: ReviewQueuePage['filters'] | undefined;
  onChange: (change: Partial<ReviewQueueFilters>) => void;
}) {
  const { filters, choices } = props;
  const formId = useId();
  const [isOpen, setIsOpen] = useState(() => Object.values(filters).some(Boolean));
  const realms = choices?.realms ?? [];
  const quests = filters.realmId
    ? (realms.find((realm) => String(realm.id) === filters.realmId)?.quests ?? [])
    : realms.flatMap((realm) => realm.quests);
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        className="self-start lg:hidden"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <SlidersHorizontal aria-hidden />
        Filters
      </Button>
      <form
        id={formId}
        role="search"
        aria-label="Filter the queue"
        onSubmit={(event) => event.preventDefault()}
        className={cn(
          isOpen ? 'grid' : 'hidden',
          'gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end',
        )}
      >
        <SelectField
          label="Realm"
          value={filters.realmId ?? ''}
          onChange={(event) => props.onChange({ realmId: event.target.value, questId: '' })}
          options={realms.map((realm) => ({ value: String(realm.id), label: realm.title }))}
        >
          <option value="">All realms</option>
        </SelectField>
        <SelectField
          label="Quest"
          value={filters.questId ?? ''}
          onChange={(event) => props.onChange({ questId: event.target.value })}
          options={quests.map((quest) => ({ value: quest.id, label: quest.title }))}
        >
          <option value="">All quests</option>
        </SelectField>
        <SelectField
          label="Sign-up week"
          value={filters.cohort ?? ''}
          onChange={(event) => props.onChange({ cohort: event.target.value })}
          options={(choices?.cohorts ?? []).map((monday) => ({
            value: monday,
            label: cohortLabel(monday),
          }))}
        >
          <option value="">All weeks</option>
        </SelectField>
        <CheckboxField
          label="Mine"
          hint="Claimed by me"
          checked={filters.mine ?? false}
          onChange={(event) => props.onChange({ mine: event.target.checked })}
        />
      </form>
    </div>
  );
}
