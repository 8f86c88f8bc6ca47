import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '#testing/render.tsx';
import type { BuddyCandidates } from '../api/get-buddy-candidates.ts';
import { FindBuddyDialog } from './find-buddy-dialog.tsx';

const maya = {
  id: 'creator-2',
  name: 'Maya Lindqvist',
  avatar: null,
  isRequested: false,
  about: {
    bio: 'Bread videos <b>and</b> a podcast.',
    links: ['https://maya.example/videos/', 'javascript:alert(1)'],
  },
};

/** A server answering 'Find a Realm Buddy' with these candidates, and the visibility switch. */
function serveCandidates(answer: Omit<BuddyCandidates, 'realm'>) {
  let isFindable = answer.isFindable;
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push(`${method} ${path}`);
    if (method === 'PUT' && path === '/api/buddies/visibility') {
      isFindable = (JSON.parse(String(init?.body)) as { isFindable: boolean }).isFindable;
      return Promise.resolve(Response.json({ isFindable }));
    }
    return Promise.resolve(Response.json({ ...answer, realm: 'Realm 1: Ideation', isFindable }));
  });
  return calls;
}

describe('Find a Realm Buddy', () => {
  it('shows what each creator shares: what they create and their web links, as text', async () => {
    serveCandidates({ isFindable: true, candidates: [maya] });
    renderSignedIn(<FindBuddyDialog onClose={() => {}} />);
    const row = (await screen.findByText('Maya Lindqvist')).closest('li')!;
    expect(within(row).getByText('Bread videos <b>and</b> a podcast.')).toBeTruthy();
    const link = within(row).getByRole('link', { name: /maya\.example\/videos/ });
    expect(link.getAttribute('href')).toBe('https://maya.example/videos/');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Only web addresses become links.
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(row.querySelector('b')).toBeNull();
  });

  it('offers the findable switch right in the empty list, and turns it on there', async () => {
    const calls = serveCandidates({ isFindable: false, candidates: [] });
    renderSignedIn(<FindBuddyDialog onClose={() => {}} />);
    const toggle = await screen.findByRole('switch', { name: 'Let creators in my realm find me' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(calls).toContain('PUT /api/buddies/visibility'));
    await waitFor(() =>
      expect(
        screen
          .getByRole('switch', { name: 'Let creators in my realm find me' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });
});
