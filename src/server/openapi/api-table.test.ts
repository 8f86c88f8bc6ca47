import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TABLE_END, API_TABLE_START, renderApiTable, withApiTable } from './api-table.ts';
import { buildOpenApiDocument } from './document.ts';
import { operations } from './operations.ts';

const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe("the README's API table", () => {
  it('is the one the API description writes (npm run docs:api)', () => {
    const written = readme.slice(
      readme.indexOf(API_TABLE_START),
      readme.indexOf(API_TABLE_END) + API_TABLE_END.length,
    );
    expect(written, 'README.md is behind the API description: run npm run docs:api').toBe(
      renderApiTable(buildOpenApiDocument()),
    );
  });

  it('has a row for every operation, with its fields and who may call it', () => {
    const table = renderApiTable(buildOpenApiDocument());
    expect(table.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(
      operations.length,
    );
    expect(table).toContain(
      "| `POST /api/checkins` `{ response }` | creator | today's check-in (201; 422 'Share Your Thoughts', 409 already done) |",
    );
    expect(table).toContain(
      '| `GET /api/admin/claims/export.csv?status=&realm=&search=` | staff |',
    );
    expect(table).toContain(
      '`POST /api/admin/claims/{claimId}/status` `{ status, carrier?, trackingNumber?, cancelReason? }`',
    );
  });

  it('replaces only what is between its markers', () => {
    const page = `# Title\n\n${API_TABLE_START}\nold\n${API_TABLE_END}\n\nAfter.\n`;
    expect(withApiTable(page, `${API_TABLE_START}\nnew\n${API_TABLE_END}`)).toBe(
      `# Title\n\n${API_TABLE_START}\nnew\n${API_TABLE_END}\n\nAfter.\n`,
    );
    expect(() => withApiTable('# No table', 'x')).toThrow(/no <!-- api-table:start -->/);
  });
});
