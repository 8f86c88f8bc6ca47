import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { PREPARING_DESCRIPTION } from '#shared/rules/publish-readiness.ts';
import { apiError, heldReply, neverAnswered, stubApi, type StubReply } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import type { apiClient } from '#web/lib/api-client.ts';
import { RealmEditorScreen } from './realm-editor-screen.tsx';

type Programme = typeof apiClient.api.admin.programme;
type RealmDetail = InferResponseType<Programme['realms'][':realmId']['$get'], 200>;
type Quest = RealmDetail['quests'][number];
type Resources = InferResponseType<typeof apiClient.api.admin.resources.$get, 200>;

const quest = (id: string, title: string, type: Quest['type'] = 'journal'): Quest => ({
  id,
  title,
  type,
  description: `About ${title}.`,
  prompt: `Write about ${title}.`,
  affirmation: `${title} carries.`,
  asksFeedback: false,
  feedbackCriteria: [],
  template: null,
});

const draftRealm: RealmDetail = {
  id: 2,
  title: 'Connection',
  description: 'Find the people you make for.',
  kitName: 'Connection Kit',
  kitDescription: 'A box for finishing Connection.',
  state: 'draft',
  opensAt: null,
  opensTimeZone: null,
  publishedAt: null,
  quests: [quest('r2-listen', 'Listen First'), quest('r2-map', 'Audience Map', 'worksheet')],
  finalTask: quest('r2-final', 'Call Someone', 'reflection'),
};

/** Nothing missing: the worksheet has its template. */
const readyRealm: RealmDetail = {
  ...draftRealm,
  quests: [
    quest('r2-listen', 'Listen First'),
    {
      ...quest('r2-map', 'Audience Map', 'worksheet'),
      template: { id: '5d1a3b7e-8f0a-4c47-9a56-2f2f8b0c1d11', title: 'Audience Map Template' },
    },
  ],
};

const liveRealm: RealmDetail = {
  ...draftRealm,
  state: 'live',
  publishedAt: '2026-11-01T09:00:00Z',
};

const realmPath = '/api/admin/programme/realms/2';

// Only what the quest dialog reads of a resource: its id, title and realm.
const resources = {
  resources: [
    {
      id: '5d1a3b7e-8f0a-4c47-9a56-2f2f8b0c1d11',
      title: 'Audience Map Template',
      description: 'A printable map.',
      type: 'worksheet',
      realmId: 2,
      questId: null,
      fileName: 'audience-map.pdf',
      hasFile: true,
    },
  ],
} as unknown as Resources;

function serve(realm: RealmDetail, routes: Record<string, StubReply> = {}) {
  return stubApi({ [`GET ${realmPath}`]: realm, 'GET /api/admin/resources': resources, ...routes });
}

async function renderEditor() {
  renderAsStaff(<RealmEditorScreen realmId={2} />);
  await screen.findByRole('heading', { name: 'Realm 2: Connection' });
}

const region = (name: string) => screen.getByRole('region', { name });

function fill(container: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(container).getByLabelText(new RegExp(`^${label}`)), {
      target: { value },
    });
  }
}

describe('the realm editor', () => {
  it('says it is loading while the realm is on its way', () => {
    stubApi({ [`GET ${realmPath}`]: neverAnswered });
    renderAsStaff(<RealmEditorScreen realmId={2} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the realm...');
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({
      [`GET ${realmPath}`]: apiError(404, { code: 'NOT_FOUND', message: 'There is no realm 2.' }),
    });
    renderAsStaff(<RealmEditorScreen realmId={2} />);
    expect(within(await screen.findByRole('alert')).getByText('There is no realm 2.')).toBeTruthy();
  });

  it('shows the realm’s state, its quests in order and its final task', async () => {
    serve(draftRealm);
    await renderEditor();
    expect(screen.getByText('Draft')).toBeTruthy();
    const quests = within(region('Quests'));
    expect(quests.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Listen First',
      'Audience Map',
    ]);
    expect(quests.getByRole('button', { name: 'Edit Listen First' })).toBeTruthy();
    expect(quests.getByRole('button', { name: 'Remove Audience Map' })).toBeTruthy();
    expect(quests.getByText('Template: none')).toBeTruthy();
    const final = within(region('Final task'));
    expect(final.getByRole('heading', { name: 'Call Someone' })).toBeTruthy();
    expect(final.getByRole('button', { name: 'Remove Call Someone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Publish$/ })).toBeTruthy();
  });

  it('keeps the final task of an open realm, and offers no Publish once live', async () => {
    serve(liveRealm);
    await renderEditor();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(within(region('Final task')).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
  });
});

describe('the realm’s words', () => {
  it('saves only once changed, sending every word, and waits with its button off', async () => {
    const answer = heldReply(draftRealm);
    const api = serve(draftRealm, { [`PATCH ${realmPath}`]: answer.reply });
    await renderEditor();
    const words = region('Realm and Ember Kit');
    const save = within(words).getByRole('button', { name: 'Save realm' });
    expect(save).toHaveProperty('disabled', true);
    fill(words, { 'Kit name': '  Bridge Kit ' });
    fireEvent.click(save);

    const busy = await within(words).findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Realm saved')).toBeTruthy();
    expect(api.changes()).toEqual([
      {
        method: 'PATCH',
        path: realmPath,
        query: expect.anything(),
        body: {
          title: 'Connection',
          description: 'Find the people you make for.',
          kitName: 'Bridge Kit',
          kitDescription: 'A box for finishing Connection.',
        },
      },
    ]);
  });

  it('asks for a title left empty, beside it, and sends nothing', async () => {
    const api = serve(draftRealm);
    await renderEditor();
    const words = region('Realm and Ember Kit');
    fill(words, { Title: '   ' });
    fireEvent.click(within(words).getByRole('button', { name: 'Save realm' }));
    const title = within(words).getByLabelText(/^Title/);
    await waitFor(() => expect(errorBeside(title)).toBe('Please write the title.'));
    expect(api.changes()).toEqual([]);
  });

  it('shows the server’s refusal beside the field it names, and in a toast', async () => {
    serve(draftRealm, {
      [`PATCH ${realmPath}`]: apiError(422, {
        code: 'VALIDATION_FAILED',
        title: 'Name Taken',
        message: 'Another realm’s kit has this name.',
        problems: [{ path: 'kitName', message: 'Another realm’s kit has this name.' }],
      }),
    });
    await renderEditor();
    const words = region('Realm and Ember Kit');
    fill(words, { 'Kit name': 'Ideation Ember Kit' });
    fireEvent.click(within(words).getByRole('button', { name: 'Save realm' }));
    const kitName = within(words).getByLabelText(/^Kit name/);
    await waitFor(() => expect(errorBeside(kitName)).toBe('Another realm’s kit has this name.'));
    expect(await screen.findByText('Name Taken')).toBeTruthy();
  });
});

describe('the quest dialog', () => {
  const questWords = {
    Title: 'Warm Lead',
    Description: 'Who already listens.',
    Prompt: 'Name three people.',
    Affirmation: 'They are there.',
  };

  it('asks for every word left empty, beside each field, and sends nothing', async () => {
    const api = serve(draftRealm);
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a quest' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add quest' }));
    const errors = {
      Title: 'Please write the title.',
      Description: 'Please write the description.',
      Prompt: 'Please write the prompt.',
      Affirmation: 'Please write the affirmation.',
    };
    for (const [label, message] of Object.entries(errors)) {
      const field = within(dialog).getByLabelText(new RegExp(`^${label}`));
      await waitFor(() => expect(errorBeside(field)).toBe(message));
    }
    expect(api.changes()).toEqual([]);
  });

  it('adds a quest at the end: its words sent, its buttons off until the server has it', async () => {
    const answer = heldReply(quest('r2-warm', 'Warm Lead'));
    const api = serve(draftRealm, { [`POST ${realmPath}/quests`]: answer.reply });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a quest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a quest' });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'brainstorm' } });
    fill(dialog, questWords);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add quest' }));

    const busy = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    answer.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The quest is added')).toBeTruthy();
    expect(api.changes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: `${realmPath}/quests`,
        body: {
          type: 'brainstorm',
          title: 'Warm Lead',
          description: 'Who already listens.',
          prompt: 'Name three people.',
          affirmation: 'They are there.',
          isFinal: false,
        },
      },
    ]);
  });

  it('changes a quest of a live realm: filled with its words, saying creators see them next visit', async () => {
    const api = serve(liveRealm, {
      'PATCH /api/admin/programme/quests/r2-listen': quest('r2-listen', 'Listen First'),
    });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Listen First' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the quest' });
    expect(within(dialog).getByText(/Creators see the new words on their next visit/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Prompt/)).toHaveProperty(
      'value',
      'Write about Listen First.',
    );
    fill(dialog, { Prompt: 'Listen to one comment today.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/programme/quests/r2-listen',
        body: {
          type: 'journal',
          title: 'Listen First',
          description: 'About Listen First.',
          prompt: 'Listen to one comment today.',
          affirmation: 'Listen First carries.',
        },
      },
    ]);
  });

  it('makes a realm resource a worksheet’s template, in the same request as its words', async () => {
    const templateId = resources.resources[0]!.id;
    const api = serve(draftRealm, {
      'PATCH /api/admin/programme/quests/r2-map': quest('r2-map', 'Audience Map', 'worksheet'),
    });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Audience Map' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the quest' });
    const template = await within(dialog).findByRole('option', { name: 'Audience Map Template' });
    fireEvent.change(within(dialog).getByLabelText(/^Worksheet template/), {
      target: { value: template.getAttribute('value') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /api/admin/programme/quests/r2-map',
    ]);
    expect(api.changes()[0]!.body).toMatchObject({ templateId });
  });

  it('shows the server’s refusal beside the field it names; the dialog stays open', async () => {
    serve(draftRealm, {
      'PATCH /api/admin/programme/quests/r2-listen': apiError(422, {
        code: 'VALIDATION_FAILED',
        title: 'Quest Not Saved',
        message: 'Please keep the title under 120 characters.',
        problems: [{ path: 'title', message: 'Please keep the title under 120 characters.' }],
      }),
    });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Listen First' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the quest' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const title = within(dialog).getByLabelText(/^Title/);
    await waitFor(() =>
      expect(errorBeside(title)).toBe('Please keep the title under 120 characters.'),
    );
    expect(await screen.findByText('Quest Not Saved')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit the quest' })).toBeTruthy();
  });
});

describe('removing a quest and taking a realm back to draft', () => {
  it('removes a quest once confirmed, its button waiting on the server', async () => {
    const answer = heldReply({ questId: 'r2-map' });
    const api = serve(draftRealm, { 'DELETE /api/admin/programme/quests/r2-map': answer.reply });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Audience Map' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Audience Map?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove quest' }));
    const busy = await within(confirm).findByRole('button', { name: 'Removing...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Audience Map was removed')).toBeTruthy();
    expect(api.changes()).toMatchObject([
      { method: 'DELETE', path: '/api/admin/programme/quests/r2-map' },
    ]);
  });

  it('takes a scheduled realm back to draft, saying "Please wait..." meanwhile', async () => {
    const scheduled: RealmDetail = {
      ...draftRealm,
      state: 'scheduled',
      opensAt: '2026-12-24T09:00:00.000Z',
      opensTimeZone: 'Europe/Berlin',
    };
    const answer = heldReply({ realmId: 2, state: 'draft' });
    const api = serve(scheduled, { [`POST ${realmPath}/unschedule`]: answer.reply });
    await renderEditor();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to draft' }));
    const busy = await screen.findByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Connection is a draft again')).toBeTruthy();
    expect(api.changes()).toMatchObject([{ method: 'POST', path: `${realmPath}/unschedule` }]);
  });

  it('says why a realm stays scheduled when the server refuses', async () => {
    serve(
      { ...draftRealm, state: 'scheduled', opensAt: '2026-12-24T09:00:00.000Z' },
      {
        [`POST ${realmPath}/unschedule`]: apiError(409, {
          code: 'CONFLICT',
          title: 'Already Open',
          message: 'Connection opened a moment ago.',
        }),
      },
    );
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Back to draft' }));
    expect(await screen.findByText('Already Open')).toBeTruthy();
    expect(screen.getByText('Connection opened a moment ago.')).toBeTruthy();
  });
});

describe('publishing from the editor', () => {
  it('opens the realm now with an empty body, its buttons off while it is sent', async () => {
    const answer = heldReply({ realmId: 2, state: 'live', opensAt: null });
    const api = serve(readyRealm, { [`POST ${realmPath}/publish`]: answer.reply });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: /^Publish$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Publish Connection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open it now' }));
    const busy = await within(dialog).findByRole('button', { name: 'Publishing...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Connection is open')).toBeTruthy();
    expect(api.changes()).toMatchObject([
      { method: 'POST', path: `${realmPath}/publish`, body: {} },
    ]);
  });

  it('shows a refused publication in the server’s words and stays open', async () => {
    serve(readyRealm, {
      [`POST ${realmPath}/publish`]: apiError(409, {
        code: 'CONFLICT',
        title: 'Not Ready',
        message: 'Connection needs its final task before it opens.',
      }),
    });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: /^Publish$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Publish Connection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open it now' }));
    expect(await screen.findByText('Not Ready')).toBeTruthy();
    expect(screen.getByText('Connection needs its final task before it opens.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Publish Connection' })).toBeTruthy();
  });
});

describe('what publishing still needs', () => {
  it('lists each thing missing beside Publish, which waits until they are done', async () => {
    serve({ ...draftRealm, description: PREPARING_DESCRIPTION });
    await renderEditor();
    const checklist = screen.getByRole('list', { name: 'Before it can open' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "Give the worksheet 'Audience Map' a template from the library.",
      "Write the realm's description: it still has the placeholder line.",
    ]);
    const publish = screen.getByRole('button', { name: /^Publish$/ });
    expect(publish).toHaveProperty('disabled', true);
    expect(publish.getAttribute('aria-describedby')).toBe(checklist.id);
  });

  it('offers Publish, and no list, once nothing is missing', async () => {
    serve(readyRealm);
    await renderEditor();
    expect(screen.queryByRole('list', { name: 'Before it can open' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Publish$/ })).toHaveProperty('disabled', false);
  });
});

describe('a live realm back to draft', () => {
  it('goes back once confirmed, its button waiting on the server', async () => {
    const answer = heldReply({ realmId: 2, state: 'draft' });
    const api = serve(liveRealm, { [`POST ${realmPath}/unpublish`]: answer.reply });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Back to draft' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Take Connection back to draft?' });
    expect(api.changes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Back to draft' }));
    const busy = await within(confirm).findByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Connection is a draft again')).toBeTruthy();
    expect(api.changes()).toMatchObject([{ method: 'POST', path: `${realmPath}/unpublish` }]);
  });

  it('says in the server’s words why it stays open once a creator has started', async () => {
    serve(liveRealm, {
      [`POST ${realmPath}/unpublish`]: apiError(409, {
        code: 'CONFLICT',
        title: 'Creators Have Started',
        message: 'Creators have already started this realm, so it stays open.',
      }),
    });
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Back to draft' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Take Connection back to draft?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Back to draft' }));
    expect(await screen.findByText('Creators Have Started')).toBeTruthy();
    expect(
      screen.getByText('Creators have already started this realm, so it stays open.'),
    ).toBeTruthy();
  });
});
