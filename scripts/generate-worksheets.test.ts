import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { worksheetTemplates } from '#content/worksheets.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { renderWorksheet, WORKSHEETS_DIR } from './generate-worksheets.ts';

describe('the worksheets the library ships', () => {
  it('has one for every worksheet quest, in that quest’s realm', () => {
    const worksheetQuests = realms.flatMap((realm) =>
      allTasksOf(realm)
        .filter((task) => task.type === 'worksheet')
        .map((task) => ({ questId: task.id, realmId: realm.id })),
    );
    expect(worksheetTemplates.map(({ questId, realmId }) => ({ questId, realmId }))).toEqual(
      worksheetQuests,
    );
  });

  it.each(worksheetTemplates)(
    'commits $fileName exactly as content/worksheets.ts writes it (npm run worksheets:generate)',
    async (template) => {
      const committed = fs.readFileSync(path.join(WORKSHEETS_DIR, template.fileName));
      const rendered = await renderWorksheet(template);
      expect(rendered.subarray(0, 5).toString()).toBe('%PDF-');
      expect(rendered.equals(committed)).toBe(true);
    },
  );
});
