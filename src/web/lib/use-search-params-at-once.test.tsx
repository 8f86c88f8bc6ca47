import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsAtOnce } from './use-search-params-at-once.ts';

const never = new Promise<never>(() => {});

/** What the new address shows takes its time (its data or its code on the way). */
function SlowResults() {
  const [params] = useSearchParams();
  if (params.get('cohorts')) use(never);
  return <p>Choose cohorts</p>;
}

function CohortBox() {
  const [params, setParams] = useSearchParamsAtOnce();
  const isChosen = params.get('cohorts') === '3';
  return (
    <label>
      <input
        type="checkbox"
        checked={isChosen}
        onChange={() =>
          setParams((current) => {
            current.set('cohorts', isChosen ? '' : '3');
            return current;
          })
        }
      />
      Spring
    </label>
  );
}

describe('the address’s query for controls drawn from it', () => {
  it('shows a tapped box checked at once, while the router’s new address is still on its way', async () => {
    render(
      <MemoryRouter>
        <CohortBox />
        <Suspense fallback={<p>Loading</p>}>
          <SlowResults />
        </Suspense>
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Spring' })));
    // The router's update waits in its transition (the old results stay up), yet the box shows the tap.
    expect(screen.getByText('Choose cohorts')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Spring' })).toHaveProperty('checked', true);
  });
});
