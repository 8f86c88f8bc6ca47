import { describe, expect, it } from 'vitest';
import { exampleOf } from './schema-example.ts';

describe('an example written from a schema', () => {
  it('fills every property with a value of its kind', () => {
    expect(
      exampleOf({
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          secret: { type: 'string', pattern: '^ep_live_[A-Za-z0-9_-]{43}$' },
          role: { type: 'string', enum: ['admin'] },
          count: { type: 'integer', minimum: 1 },
          isOn: { type: 'boolean' },
          at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          tags: { type: 'array', items: { type: 'string' } },
          version: { const: 1 },
          page: { type: 'integer', default: 25 },
        },
      }),
    ).toEqual({
      id: '3f2c9a1e-5b7d-4c8e-9f01-2a3b4c5d6e7f',
      secret: 'ep_live_…',
      role: 'admin',
      count: 1,
      isOn: true,
      at: '2026-11-28T09:30:00.000Z',
      tags: ['string'],
      version: 1,
      page: 25,
    });
  });

  it('follows a $ref into the named schemas, and stops at a cycle', () => {
    const named = {
      Error: { type: 'object', properties: { message: { type: 'string' } } },
      Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
    };
    expect(exampleOf({ $ref: '#/components/schemas/Error' }, named)).toEqual({
      message: 'string',
    });
    expect(JSON.stringify(exampleOf({ $ref: '#/components/schemas/Node' }, named))).toContain(
      'null',
    );
  });
});
