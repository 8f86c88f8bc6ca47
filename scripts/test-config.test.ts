import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createVitest } from 'vitest/node';

it('refuses a committed .only in every test project, whatever CI says', async () => {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const vitest = await createVitest(
    'test',
    { config: 'vite.config.ts', watch: false },
    {},
    { stdout: silent, stderr: silent },
  );
  try {
    const projects = vitest.projects.map((project) => [project.name, project.config.allowOnly]);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects).toEqual(projects.map(([name]) => [name, false]));
  } finally {
    await vitest.close();
  }
});
