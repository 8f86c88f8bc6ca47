import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import { QuestDialog } from './quest-dialog.tsx';

const finalTask = {
  id: 'r4-final',
  type: 'reflection' as const,
  title: 'Your Channel Plan',
  description: 'Where you will show up.',
  prompt: 'Write your plan.',
  affirmation: 'I have a plan.',
  template: null,
  asksFeedback: true,
  feedbackCriteria: [],
};

function serve() {
  return stubApi({
    'GET /api/admin/resources': { resources: [] },
    'PATCH /api/admin/programme/quests/:questId': { id: 'r4-final' },
    'POST /api/admin/programme/realms/:realmId/quests': Response.json(
      { id: 'r4-new' },
      { status: 201 },
    ),
  });
}

const feedbackSwitch = () => screen.getByRole('switch', { name: 'Ask for feedback' });
const criterionField = (number: number) =>
  screen.getByRole('textbox', { name: `Criterion ${number}` });

describe('the feedback settings of a quest', () => {
  it('asks for feedback on a final task by default, and not on a quest', () => {
    serve();
    const { unmount } = renderAsStaff(
      <QuestDialog realmId={4} isRealmOpen={false} isFinal onClose={() => {}} />,
    );
    expect(feedbackSwitch().getAttribute('aria-checked')).toBe('true');
    unmount();
    renderAsStaff(
      <QuestDialog realmId={4} isRealmOpen={false} isFinal={false} onClose={() => {}} />,
    );
    expect(feedbackSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Add a criterion' })).toBeNull();
  });

  it('adds up to three criteria, removes one, and saves them with the quest', async () => {
    const api = serve();
    const onClose = vi.fn();
    renderAsStaff(
      <QuestDialog realmId={4} isRealmOpen isFinal quest={finalTask} onClose={onClose} />,
    );
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
    add();
    fireEvent.change(criterionField(1), { target: { value: 'Clear audience' } });
    add();
    fireEvent.change(criterionField(2), { target: { value: 'Too vague' } });
    add();
    fireEvent.change(criterionField(3), { target: { value: ' One concrete next step ' } });
    expect(screen.queryByRole('button', { name: 'Add a criterion' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove criterion 2' }));
    expect(
      within(screen.getByRole('list', { name: 'Criteria' }))
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Clear audience', ' One concrete next step ']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.changes()[0]!.body).toMatchObject({
      asksFeedback: true,
      feedbackCriteria: ['Clear audience', 'One concrete next step'],
    });
  });

  it('asks for a criterion left empty or over 80 characters, beside it, and sends nothing', async () => {
    const api = serve();
    renderAsStaff(
      <QuestDialog realmId={4} isRealmOpen isFinal quest={finalTask} onClose={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
    fireEvent.change(criterionField(2), { target: { value: 'x'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The errors and the focus arrive together once validation settles: wait for all of them.
    await waitFor(() => {
      expect(errorBeside(criterionField(1))).toBe('Please write the criterion, or remove it.');
      expect(errorBeside(criterionField(2))).toBe(
        'Please keep each criterion under 80 characters.',
      );
      expect(document.activeElement).toBe(criterionField(1));
    });
    expect(api.changes()).toEqual([]);
  });

  it('turns feedback off for a quest that asked for it, keeping its criteria', async () => {
    const api = serve();
    const onClose = vi.fn();
    renderAsStaff(
      <QuestDialog
        realmId={4}
        isRealmOpen
        isFinal
        quest={
          {
            ...finalTask,
            asksFeedback: true,
            feedbackCriteria: ['Clear audience'],
          } as typeof finalTask
        }
        onClose={onClose}
      />,
    );
    expect((criterionField(1) as HTMLInputElement).value).toBe('Clear audience');
    fireEvent.click(feedbackSwitch());
    expect(screen.queryByRole('textbox', { name: 'Criterion 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.changes()[0]!.body).toMatchObject({
      asksFeedback: false,
      feedbackCriteria: ['Clear audience'],
    });
  });
});
