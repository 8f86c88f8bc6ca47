import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.ts';
import { operations } from './operations.ts';
import { withGeneratedSections } from './readme-tables.ts';

const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const document = buildOpenApiDocument();

describe("the README's generated sections", () => {
  it('are the ones the API description writes (npm run docs:api)', () => {
    expect(
      withGeneratedSections(readme, document),
      'README.md is behind the API description: run npm run docs:api',
    ).toBe(readme);
  });

  it('list every operation with its fields and who may call it', () => {
    const rows = readme
      .split('\n')
      .filter((line) => /^\| `(GET|POST|PUT|PATCH|DELETE) /.test(line));
    expect(rows).toHaveLength(operations.length);
    expect(rows).toContain(
      "| `POST /api/checkins` `{ response }` | creator | today's check-in (201; 422 'Share Your Thoughts', 409 already done) |",
    );
    expect(rows.find((row) => row.includes('/api/admin/claims/{claimId}/status'))).toContain(
      '`{ status, carrier?, trackingNumber?, cancelReason? }` | staff |',
    );
  });

  it('list every webhook message, what it carries, and an example that matches its schema', () => {
    const ajv = new Ajv2020({
      strict: true,
      formats: { 'date-time': true, date: true, uuid: true },
    });
    const messages = Object.entries(document.webhooks);
    expect(messages.map(([type]) => type)).toContain('quest.completed');
    for (const [type, item] of messages) {
      const body = item.post.requestBody.content['application/json'];
      expect(ajv.validate(body.schema, body.example), `${type}: ${ajv.errorsText()}`).toBe(true);
      expect(readme).toContain(`| \`${type}\` |`);
    }
    expect(readme).toContain(
      '| `checkin.created` | 1 | the daily check-in is written | `creatorId`, `localDate` (+ `response`, `prompt` if answers are included) |',
    );
  });

  it('refuse a README without their markers', () => {
    expect(() => withGeneratedSections('# No table', document)).toThrow(
      /no <!-- api-table:start -->/,
    );
  });
});
