import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import type { CohortInput } from '#shared/schemas/cohorts.ts';
import { apiAs } from './api-client.ts';
import { createStaff } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A cohort made through the console's API by a fresh admin: one realm a week unless told. */
export async function createCohort(testApp: TestApp, overrides: Partial<CohortInput> = {}) {
  const staff = await createStaff(testApp);
  const response = await apiAs(testApp, staff.cookie).admin.cohorts.$post({
    json: {
      name: 'Spring Makers',
      startsAt: '2026-03-16T09:00:00Z',
      startsTimeZone: 'Europe/London',
      capacity: null,
      pace: 'paced',
      realmWeeks: [...weeklyRealmWeeks],
      closesAtStart: false,
      ...overrides,
    },
  });
  if (response.status !== 201)
    throw new Error(`cohort: ${response.status} ${await response.text()}`);
  return response.json();
}

export function joinCohort(testApp: TestApp, cookie: string, code: string) {
  return apiAs(testApp, cookie).cohorts.join.$post({ json: { code } });
}
