import { screen, within } from '@testing-library/react';
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
      put: { tags: ['admin creators'], 'x-emberpath-auth': 'staff' },
    },
  },
};

describe('the API reference page', () => {
  it('lists every operation under its area, with who may call it and what it does', () => {
    renderSignedIn(<ApiReferenceScreen />, {
      me: signedInUser({ isStaff: true }),
      seed: (queryClient) =>
        queryClient.setQueryData(getApiDescriptionQueryOptions().queryKey, description),
    });
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'admin creators',
      'me',
    ]);
    const creators = within(sections[0]!);
    // A path breaks only after its slashes: its text is split, its code element whole.
    const paths = creators.getAllByText((_, element) => element?.tagName === 'CODE');
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
  });
});
