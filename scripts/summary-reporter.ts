import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, "Tests: N passed, N failed, N skipped",
 * with the count per project before it, so any CI can read the result.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const totals = { passed: 0, failed: 0, skipped: 0 };
    const byProject = new Map<string, typeof totals>();
    for (const testModule of testModules) {
      const project = testModule.project.name || 'default';
      const counts = byProject.get(project) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        const key = state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped';
        counts[key] += 1;
        totals[key] += 1;
      }
      byProject.set(project, counts);
    }
    for (const [project, counts] of byProject) {
      console.log(
        `  ${project}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
      );
    }
    console.log(
      `Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
    );
  }
}
