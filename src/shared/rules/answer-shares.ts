/**
 * Sharing a completed answer with a realm buddy: the buddy may answer it with
 * one of a few reactions and one short comment (issue 31).
 */
export const shareReactions = ['spark', 'heart', 'clap', 'lightbulb'] as const;
export type ShareReaction = (typeof shareReactions)[number];

/** How each reaction is drawn, and the name a screen reader says for it. */
export const shareReactionLabels: Record<ShareReaction, { emoji: string; name: string }> = {
  spark: { emoji: '✨', name: 'Spark' },
  heart: { emoji: '❤️', name: 'Heart' },
  clap: { emoji: '👏', name: 'Clap' },
  lightbulb: { emoji: '💡', name: 'Lightbulb' },
};

export const MAX_SHARE_COMMENT_LENGTH = 280;

export const answerShareMessages = {
  noAnswer: {
    title: 'Nothing to Share Yet',
    message: 'Complete this quest first, then you can share your answer with your buddy.',
  },
  noBuddy: {
    title: 'No Buddy Yet',
    message: 'You need a realm buddy to share with. Find one on the Buddies screen.',
  },
  shareGone: 'This answer is no longer shared with you.',
  ownAnswer: {
    title: 'Your Own Answer',
    message: 'Reactions are for your buddy. You cannot react to your own answer.',
  },
  nothingToSave: {
    title: 'Nothing to Save',
    message: 'Choose a reaction or write a comment.',
  },
} as const;
