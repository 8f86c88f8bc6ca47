import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import {
  getApiDescriptionQueryOptions,
  type ApiDescription,
} from '../../api/get-api-description.ts';
import { ApiReferenceScreen } from './api-reference-screen.tsx';

const description: ApiDescription = {
  info: { title: 'Emberpath API' },
  paths: {
    '/api/me': {
      get: {
        summary: 'the signed-in person and `isStaff`',
        tags: ['me'],
        'x-emberpath-auth': 'creator',
      },
    },
    '/api/admin/creators': { get: { tags: ['admin creators'], 'x-emberpath-auth': 'staff' } },
    '/api/admin/creators/{userId}/role': {
      put: {
        summary: 'grants or removes staff',
        tags: ['admin creators'],
        'x-emberpath-auth': 'staff',
        security: [{ session: [] }, { apiKey: [] }],
        parameters: [{ name: 'userId', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { role: { type: 'string', enum: ['creator', 'staff'] } },
                required: ['role'],
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    userId: { type: 'string' },
                    changedAt: { type: 'string', format: 'date-time' },
                    note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                  },
                  required: ['userId', 'changedAt'],
                },
              },
            },
          },
          '401': {
            description: 'Not signed in',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
  },
};

function renderReference() {
  renderSignedIn(<ApiReferenceScreen />, {
    me: signedInUser({ isStaff: true }),
    seed: (queryClient) =>
      queryClient.setQueryData(getApiDescriptionQueryOptions().queryKey, description),
  });
}

describe('the API reference page', () => {
  it('lists every operation under its area, with who may call it and what it does', () => {
    renderReference();
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'admin creators',
      'me',
    ]);
    const creators = within(sections[0]!);
    // A path breaks only after its slashes: its text is split, its code element whole.
    const paths = creators.getAllByText(
      (_, element) => element?.tagName === 'CODE' && element.parentElement?.tagName === 'DIV',
    );
    expect(paths.map((path) => path.textContent)).toEqual([
      '/api/admin/creators',
      '/api/admin/creators/{userId}/role',
    ]);
    expect(creators.getByText('PUT')).toBeTruthy();
    expect(creators.getAllByText('staff')).toHaveLength(2);
    expect(within(sections[1]!).getByText('creator')).toBeTruthy();
    expect(within(sections[1]!).getByText('isStaff').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).toBe(
      '/api/openapi.json',
    );
    expect(screen.getByRole('link', { name: 'API keys' }).getAttribute('href')).toBe(
      '/admin/api/keys',
    );
  });

  it('opens a call to show its parameters, request and answer schemas, each with an example', () => {
    renderReference();
    const role = screen.getByText('grants or removes staff').closest('details')!;
    expect(role.open).toBe(false);
    fireEvent.click(within(role).getByText('grants or removes staff'));
    expect(role.open).toBe(true);
    const opened = within(role);
    expect(opened.getByText('Also takes an API key:')).toBeTruthy();
    expect(opened.getByRole('heading', { name: 'Parameters' })).toBeTruthy();
    const parameters = opened.getByRole('heading', { name: 'Parameters' }).nextElementSibling!;
    expect(parameters.textContent).toBe('userId in path · string');
    expect(opened.getByText('"creator" | "staff"')).toBeTruthy();
    expect(JSON.parse(opened.getByLabelText('Example request body').textContent!)).toEqual({
      role: 'creator',
    });
    expect(opened.getByText('date-time', { exact: false }).textContent).toBe('string (date-time)');
    expect(opened.getByText('string or null').closest('li')!.textContent).toContain('optional');
    expect(JSON.parse(opened.getByLabelText('Example answer 200').textContent!)).toEqual({
      userId: 'string',
      changedAt: '2026-11-28T09:30:00.000Z',
      note: 'string',
    });
    expect(opened.getByText(/Errors, each in the error body: 401 Not signed in/)).toBeTruthy();
  });

  it('filters the calls by path, method and summary as staff type, and says when none match', async () => {
    renderReference();
    const search = screen.getByRole('searchbox', { name: 'Search operations' });
    expect(screen.getByRole('status').textContent).toContain('3 operations');

    fireEvent.change(search, { target: { value: 'put ROLE' } });
    expect(screen.getByRole('status').textContent).toBe('1 of 3 operations match.');
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['admin creators']);
    expect(screen.getByText('grants or removes staff')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'isStaff' } });
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['me']);

    fireEvent.change(search, { target: { value: 'webhooks' } });
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getByText('No operations match “webhooks”.')).toBeTruthy();
  });
});
