import { apiKeyOperations } from './operations/api-keys.ts';
import { cohortOperations } from './operations/cohorts.ts';
import { consoleOperations } from './operations/console.ts';
import { journeyOperations } from './operations/journey.ts';
import { peopleOperations } from './operations/people.ts';
import { platformOperations } from './operations/platform.ts';
import { reviewOperations } from './operations/reviews.ts';
import { settingsOperations } from './operations/settings.ts';
import { studioOperations } from './operations/studio.ts';
import { webhookOperations } from './operations/webhooks.ts';

/**
 * Every route of the API, by area (decision 023). The contract test fails
 * when a route is added, removed or guarded differently without its line
 * here, and every API test fails on an answer these lines do not describe
 * (src/testing/described-answers.ts): adding a route means adding its `op(…)`
 * with what it answers to its area's file.
 */
export const operations = [
  ...platformOperations,
  ...journeyOperations,
  ...peopleOperations,
  ...settingsOperations,
  ...consoleOperations,
  ...studioOperations,
  ...webhookOperations,
  ...apiKeyOperations,
  ...reviewOperations,
  ...cohortOperations,
];
