import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders, signedInUser } from '#testing/render.tsx';
import { SignedInUserContext } from '#web/lib/session.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { Library } from '../api/get-library.ts';
import { LibraryScreen } from './library-screen.tsx';

const worksheet = {
  id: 'a1',
  title: 'Audience Discovery Worksheet',
  description: 'Sketch the one person your content is truly for.',
  type: 'download' as const,
  iconName: 'FileText',
  questId: 'r1-audience-map',
  fileName: 'audience.pdf',
  fileSize: 5_000,
  contentType: 'application/pdf',
  fileUrl: '/api/resources/a1/file',
};

const library: Library = {
  sections: [
    {
      realmId: 1,
      realmTitle: 'Ideation',
      isUnlocked: true,
      lockHint: null,
      resources: [
        worksheet,
        { ...worksheet, id: 'a2', title: 'Coming later', fileUrl: null },
        {
          ...worksheet,
          id: 'a3',
          title: 'Editing Presets',
          fileName: 'presets.bin',
          contentType: 'application/octet-stream',
          fileUrl: '/api/resources/a3/file',
        },
      ],
    },
    {
      realmId: 2,
      realmTitle: 'Structure',
      isUnlocked: false,
      lockHint: 'Complete Realm 1 to unlock these resources',
      resources: [{ ...worksheet, id: 'b1', title: 'Message Map Worksheet', fileUrl: null }],
    },
    {
      realmId: 3,
      realmTitle: 'Implementation',
      isUnlocked: true,
      lockHint: null,
      resources: [],
    },
  ],
};

function renderLibrary(isStaff = false) {
  const me = signedInUser({ isStaff });
  return renderWithProviders(
    <SignedInUserContext value={me}>
      <LibraryScreen />
    </SignedInUserContext>,
    {
      seed: (queryClient) => {
        queryClient.setQueryDefaults(queryKeys.library(me.user.id), { staleTime: Infinity });
        queryClient.setQueryData(queryKeys.library(me.user.id), library);
      },
    },
  );
}

describe('LibraryScreen', () => {
  it('opens files of unlocked sections in a new tab, and names what locked ones hold', () => {
    renderLibrary();
    const realm1 = screen.getByRole('region', { name: /Ideation/ });
    // A PDF opens in the tab (the server sends it inline), and its label says so.
    const open = within(realm1).getAllByRole('link', { name: 'Open file (opens in a new tab)' });
    expect(open.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/api/resources/a1/file', '_blank'],
    ]);
    // Any other type is downloaded, and says that instead.
    const presets = within(realm1).getByRole('article', { name: 'Editing Presets' });
    const download = within(presets).getByRole('link', { name: 'Download file' });
    expect(download.getAttribute('download')).toBe('presets.bin');
    expect(download.getAttribute('target')).toBeNull();
    expect(within(presets).queryByRole('link', { name: /Open file/ })).toBeNull();
    const later = within(realm1).getByRole('article', { name: 'Coming later' });
    expect(within(later).getByRole('button', { name: 'Open file' }).hasAttribute('disabled')).toBe(
      true,
    );

    const realm2 = screen.getByRole('region', { name: /Structure/ });
    expect(within(realm2).getByText('Complete Realm 1 to unlock these resources')).toBeTruthy();
    expect(within(realm2).getByText('Message Map Worksheet')).toBeTruthy();
    expect(within(realm2).queryAllByRole('link')).toEqual([]);

    const realm3 = screen.getByRole('region', { name: /Implementation/ });
    expect(within(realm3).getByText('No resources available for this realm yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });

  it('gives staff a Manage button to the studio', () => {
    renderLibrary(true);
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/admin/cms');
  });

  it('keeps the card with Try again and also toasts the server’s words when loading fails', async () => {
    const refusal = {
      error: { code: 'INTERNAL', message: 'The library is being restocked. Try again soon.' },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(refusal), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const me = signedInUser();
    renderWithProviders(
      <SignedInUserContext value={me}>
        <LibraryScreen />
        <Toaster />
      </SignedInUserContext>,
    );
    const card = await screen.findByRole('alert');
    expect(within(card).getByText('Error loading resources')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The toast, apart from the card, with the same words.
    await waitFor(() =>
      expect(screen.getAllByText('The library is being restocked. Try again soon.')).toHaveLength(
        2,
      ),
    );
    expect(screen.getAllByText('Error loading resources')).toHaveLength(2);
  });
});
