import type {
  ReviewQueueItem,
  ReviewQueuePage,
  ReviewRequestDetail,
} from '../../api/review-shapes.ts';

/** The moment the review tests are read at: answers' waits and claims' hours count from it. */
export const NOW = new Date('2026-11-28T09:00:00.000Z');

const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

export const queueItem = (overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  id: 7,
  creator: { id: 'creator-2', name: 'Maya Rivera', image: null },
  realm: { id: 1, title: 'Realm 1: Ideation' },
  quest: { id: 'r1-final', title: 'Your Creative Manifesto', isFinal: true },
  version: 1,
  submittedAt: minutesBefore(2 * 24 * 60 + 30),
  claim: null,
  hasMyDraft: false,
  ...overrides,
});

export const queueItems: ReviewQueueItem[] = [
  queueItem(),
  queueItem({
    id: 8,
    creator: { id: 'creator-3', name: 'Ada Byron', image: null },
    submittedAt: minutesBefore(5 * 60),
    claim: { by: { id: 'coach-2', name: 'Sam' }, until: minutesAfter(40), isMine: false },
  }),
  queueItem({
    id: 9,
    creator: { id: 'creator-4', name: 'Lin Okafor', image: null },
    realm: { id: 2, title: 'Realm 2: Structure' },
    quest: { id: 'r2-final', title: 'Your Content Map', isFinal: true },
    submittedAt: minutesBefore(12),
    claim: { by: { id: 'creator-1', name: 'Maya' }, until: minutesAfter(55), isMine: true },
    hasMyDraft: true,
  }),
];

export const queueFilters: ReviewQueuePage['filters'] = {
  realms: [
    {
      id: 1,
      title: 'Realm 1: Ideation',
      quests: [{ id: 'r1-final', title: 'Your Creative Manifesto' }],
    },
    {
      id: 2,
      title: 'Realm 2: Structure',
      quests: [
        { id: 'r2-q1', title: 'Map Your Week' },
        { id: 'r2-final', title: 'Your Content Map' },
      ],
    },
  ],
  cohorts: ['2026-11-16', '2026-11-23'],
};

export const queuePage = (overrides: Partial<ReviewQueuePage> = {}): ReviewQueuePage => ({
  items: queueItems,
  nextCursor: null,
  total: queueItems.length,
  oldestSubmittedAt: queueItems[0]!.submittedAt,
  filters: queueFilters,
  ...overrides,
});

export const reviewDetail = (
  overrides: Partial<ReviewRequestDetail> = {},
): ReviewRequestDetail => ({
  id: 7,
  creator: { id: 'creator-2', name: 'Maya Rivera', image: null },
  realm: { id: 1, title: 'Realm 1: Ideation' },
  quest: {
    id: 'r1-final',
    title: 'Your Creative Manifesto',
    isFinal: true,
    criteria: ['Clear audience', 'One concrete next step'],
  },
  version: 2,
  currentVersion: 2,
  answer: {
    prompt: 'Write the manifesto you will pin above your desk.',
    content: 'I make videos for new gardeners.\nEvery week, one small win.',
    file: null,
    submittedAt: minutesBefore(2 * 24 * 60),
  },
  history: [
    {
      version: 1,
      content: 'I make videos.',
      file: null,
      submittedAt: minutesBefore(5 * 24 * 60),
      review: {
        id: 3,
        verdict: 'another_pass',
        criteria: [
          { criterion: 'Clear audience', met: false },
          { criterion: 'One concrete next step', met: false },
        ],
        feedback: 'Who are they for?',
        sentAt: minutesBefore(4 * 24 * 60),
        coach: { name: 'Sam Coach', image: null },
      },
    },
  ],
  claim: null,
  myDraft: null,
  review: null,
  ...overrides,
});
