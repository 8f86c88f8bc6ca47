import type {
  Reporter,
  SerializedError,
  TestCase,
  TestModule,
  TestRunEndReason,
  TestSuite,
} from 'vitest/node';

type Counts = { passed: number; failed: number; skipped: number };

export type RunSummary = {
  byProject: Map<string, Counts>;
  totals: Counts;
  /** Why the totals include failures that no test reported, for the reader of the log. */
  notes: string[];
};

const hasErrors = (entity: TestSuite | TestModule) => entity.errors().length > 0;

/** A test that never ran because a beforeAll hook (of its suite, or of the file) failed. */
function isStoppedByHook(test: TestCase): boolean {
  if (test.options.mode === 'skip' || test.options.mode === 'todo') return false;
  for (let parent = test.parent; ; parent = parent.parent) {
    if (hasErrors(parent)) return true;
    if (parent.type === 'module') return false;
  }
}

function countModule(testModule: TestModule): Counts {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failedTests = new Set<TestCase>();
  for (const test of testModule.children.allTests()) {
    const state = test.result().state;
    if (state === 'passed') counts.passed += 1;
    else if (state === 'failed' || isStoppedByHook(test)) {
      counts.failed += 1;
      failedTests.add(test);
    } else counts.skipped += 1;
  }
  // An error on a suite or file with no failed test under it (a file that failed to import,
  // an afterAll that threw) is a failure of its own.
  for (const suite of [testModule, ...testModule.children.allSuites()]) {
    if (!hasErrors(suite)) continue;
    const testsUnder = suite === testModule ? testModule.children : suite.children;
    if (![...testsUnder.allTests()].some((test) => failedTests.has(test))) counts.failed += 1;
  }
  // Whatever else vitest counts against the file, the line must not say it passed.
  if (!testModule.ok() && counts.failed === 0) counts.failed = 1;
  return counts;
}

/**
 * Counts so that "0 failed" appears only when vitest's exit code is 0: failed
 * tests, tests a failing hook kept from running, files that failed to load,
 * and each unhandled error.
 */
export function summarizeRun(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError>,
  reason: TestRunEndReason,
): RunSummary {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const byProject = new Map<string, Counts>();
  const notes: string[] = [];
  for (const testModule of testModules) {
    const project = testModule.project.name || 'default';
    const counts = byProject.get(project) ?? { passed: 0, failed: 0, skipped: 0 };
    const moduleCounts = countModule(testModule);
    for (const key of ['passed', 'failed', 'skipped'] as const) {
      counts[key] += moduleCounts[key];
      totals[key] += moduleCounts[key];
    }
    byProject.set(project, counts);
  }
  if (unhandledErrors.length > 0) {
    totals.failed += unhandledErrors.length;
    notes.push(`${unhandledErrors.length} unhandled error(s) counted as failed`);
  }
  if (reason === 'interrupted') notes.push('run interrupted');
  if (reason !== 'passed' && totals.failed === 0) {
    totals.failed = 1;
    if (testModules.length === 0) notes.push('no test files found');
    else if (reason === 'failed') notes.push('vitest reported the run as failed');
  }
  return { byProject, totals, notes };
}

const formatCounts = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

const RACE_TESTS = 'the race tests, named "(the lock is proven on PostgreSQL)",';

/**
 * The line that keeps a green run without PostgreSQL from passing for a whole
 * one: on PGlite, which runs one transaction at a time, a race test passes
 * with its lock removed, and the two-process e2e does not exist.
 */
export function postgresNotice(projectsRun: ReadonlySet<string>, hasPostgres: boolean) {
  if (projectsRun.has('api-postgres')) return undefined;
  if (!hasPostgres && (projectsRun.has('api-pglite') || projectsRun.has('e2e')))
    return `PostgreSQL: not run (set DATABASE_URL) — ${RACE_TESTS} and e2e/two-processes.e2e.ts prove their locks only there`;
  if (projectsRun.has('api-pglite'))
    return `PostgreSQL: not run (api-postgres was not selected) — ${RACE_TESTS} prove their locks only there`;
  return undefined;
}

/**
 * Ends the run with one plain line, "Tests: N passed, N failed, N skipped",
 * with the count per project before it, so any CI can read the result, and
 * before that a line when the API tests ran without PostgreSQL.
 */
export default class SummaryReporter implements Reporter {
  private readonly write: (line: string) => void;
  private readonly hasPostgres: boolean;

  // vitest constructs reporters named by path with an options object.
  constructor(options: { write?: (line: string) => void; hasPostgres?: boolean } = {}) {
    this.write = options.write ?? ((line) => console.log(line));
    // As vitest.projects.ts decides whether api-postgres exists.
    this.hasPostgres = options.hasPostgres ?? Boolean(process.env.DATABASE_URL);
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const { byProject, totals, notes } = summarizeRun(testModules, unhandledErrors, reason);
    for (const [project, counts] of byProject) this.write(`  ${project}: ${formatCounts(counts)}`);
    const notice = postgresNotice(new Set(byProject.keys()), this.hasPostgres);
    if (notice) this.write(notice);
    const suffix = notes.length > 0 ? ` (${notes.join('; ')})` : '';
    this.write(`Tests: ${formatCounts(totals)}${suffix}`);
  }
}
