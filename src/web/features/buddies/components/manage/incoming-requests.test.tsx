import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '#testing/render.tsx';
import { IncomingRequests } from './incoming-requests.tsx';

const createdAt = '2026-11-20T10:00:00.000Z';

describe('Requests for You', () => {
  it('shows what a findable sender shares, and only the name of one who shares nothing', () => {
    renderSignedIn(
      <IncomingRequests
        requests={[
          {
            id: 2,
            createdAt,
            from: {
              id: 'maya',
              name: 'Maya',
              avatar: null,
              about: { bio: 'Short stories about the sea.', links: ['https://maya.example'] },
            },
          },
          { id: 1, createdAt, from: { id: 'priya', name: 'Priya', avatar: null, about: null } },
        ]}
      />,
    );
    const rowOf = (name: string) =>
      screen.getByRole('button', { name: `Accept ${name}` }).closest('li')!;
    const [mayaRow, priyaRow] = [rowOf('Maya'), rowOf('Priya')];
    expect(within(mayaRow).getByText('Short stories about the sea.')).toBeTruthy();
    expect(
      within(mayaRow)
        .getByRole('link', { name: /maya\.example/ })
        .getAttribute('href'),
    ).toBe('https://maya.example');
    expect(within(priyaRow).queryByRole('link')).toBeNull();
    expect(priyaRow.textContent).not.toContain('What I create');
  });
});
