import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { countIdeas, ideaTargetOf } from './idea-count.ts';

const promptOf = (questId: string) =>
  realms.flatMap((realm) => realm.quests).find((quest) => quest.id === questId)!.prompt;

describe('the ideas of a brainstorm', () => {
  it('reads how many ideas the prompt asks for, in figures or in words', () => {
    expect(ideaTargetOf(promptOf('r1-idea-storm'))).toBe(20);
    expect(ideaTargetOf(promptOf('r3-remix-storm'))).toBe(10);
    expect(ideaTargetOf('List what comes to mind, one per line.')).toBeUndefined();
  });

  it('counts one idea per line that has words on it', () => {
    expect(countIdeas('')).toBe(0);
    expect(countIdeas('A studio tour\n\n  \nMy first camera\r\nWhy I draw at night\n')).toBe(3);
  });
});
