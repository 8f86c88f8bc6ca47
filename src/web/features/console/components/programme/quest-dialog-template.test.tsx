import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { QuestDialog } from './quest-dialog.tsx';

// A worksheet quest and its template are saved by one request: a second one
// that failed used to leave the quest behind, and Save again duplicated it.

const TEMPLATE_ID = '0b7c1f2e-5d4a-4b8e-9f3a-2c6d8e1a4b5c';

let requests: Request[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    if (request.method === 'GET')
      return Response.json({
        resources: [{ id: TEMPLATE_ID, title: 'Channel Map Template', realmId: 4 }],
      });
    return Response.json({ id: 'r4-channel-map-abc123' }, { status: 201 });
  });
});

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the quest dialog', () => {
  it('adds a worksheet quest with its template in one request', async () => {
    const onClose = vi.fn();
    renderSignedIn(
      <QuestDialog realmId={4} isRealmOpen={false} isFinal={false} onClose={onClose} />,
      {
        me: signedInUser({ isStaff: true }),
      },
    );
    fill('Type', 'worksheet');
    fill(/^Title/, 'Channel Map');
    fill(/^Description/, 'Where your audience gathers.');
    fill(/^Prompt/, 'Map three channels.');
    fill(/^Affirmation/, 'I know where my people are.');
    await screen.findByRole('option', { name: 'Channel Map Template' });
    fill(/Worksheet template/, TEMPLATE_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Add quest' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.url).toMatch(/\/api\/admin\/programme\/realms\/4\/quests$/);
    expect(await writes[0]!.json()).toEqual({
      type: 'worksheet',
      title: 'Channel Map',
      description: 'Where your audience gathers.',
      prompt: 'Map three channels.',
      affirmation: 'I know where my people are.',
      isFinal: false,
      templateId: TEMPLATE_ID,
    });
  });

  it('lets a quest that stops being a worksheet give up its template, in the same request', async () => {
    const onClose = vi.fn();
    renderSignedIn(
      <QuestDialog
        realmId={4}
        isRealmOpen
        isFinal={false}
        onClose={onClose}
        quest={{
          id: 'r4-channel-map-abc123',
          type: 'worksheet',
          title: 'Channel Map',
          description: 'Where your audience gathers.',
          prompt: 'Map three channels.',
          affirmation: 'I know where my people are.',
          asksFeedback: false,
          feedbackCriteria: [],
          template: { id: TEMPLATE_ID, title: 'Channel Map Template' },
        }}
      />,
      { me: signedInUser({ isStaff: true }) },
    );
    fill('Type', 'journal');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => request.method)).toEqual(['PATCH']);
    expect(await writes[0]!.json()).toMatchObject({ type: 'journal', templateId: null });
  });
});
