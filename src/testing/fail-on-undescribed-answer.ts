import { afterEach } from 'vitest';
import { takeUndescribedAnswers } from './described-answers.ts';

// An answer the API description does not state is a route and its description drifting apart
// (decision 023): fail the test that received it, naming each answer and what is wrong.
afterEach(() => {
  const answers = takeUndescribedAnswers();
  if (answers.length > 0)
    throw new Error(
      `Answers or webhook messages the API description does not describe:\n${answers.join('\n')}`,
    );
});
