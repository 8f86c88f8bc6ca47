import type { WorksheetTemplate } from '#shared/content-types.ts';
import { findQuest } from '#shared/rules/realm-progress.ts';
import { realms } from './realms.ts';

/** The quest's own affirmation closes its worksheet, so the two never drift apart. */
const affirmationOf = (questId: string) => findQuest(realms, questId)!.quest.affirmation;

/**
 * The four worksheet templates the worksheet quests ask for. They ship with
 * the app as printable PDFs (content/worksheets/*.pdf, written from this file
 * by `npm run worksheets:generate`) and are loaded into the library once, on
 * first start.
 */
export const worksheetTemplates: WorksheetTemplate[] = [
  {
    seedKey: 'worksheet:audience-discovery',
    questId: 'r1-audience-map',
    realmId: 1,
    title: 'Audience Discovery Worksheet',
    description:
      'Sketch the one person your content is truly for: who they are, what they struggle with, what they dream about and where they spend their time online.',
    fileName: 'audience-discovery-worksheet.pdf',
    intro:
      'Every flame needs someone to warm. This worksheet helps you picture the one person your content is truly for. Write by hand, sketch, doodle: there are no wrong answers here, only honest ones. When you are done, take a photo or scan of your sheet and upload it to the Audience Discovery quest.',
    sections: [
      {
        heading: 'Meet your ideal viewer',
        guidance: 'Picture one real person, not a crowd. Give them a name if it helps.',
        blocks: [
          { kind: 'lines', label: 'Their name (real or imagined) and age', lines: 1 },
          { kind: 'lines', label: 'What fills their days', lines: 2 },
          { kind: 'lines', label: 'Why they would stop scrolling for you', lines: 2 },
        ],
      },
      {
        heading: 'What they struggle with',
        guidance: 'The questions they ask late at night, the problems they keep trying to solve.',
        blocks: [
          { kind: 'lines', label: 'Their biggest frustration right now', lines: 2 },
          { kind: 'lines', label: 'What they have already tried that did not work', lines: 2 },
          { kind: 'lines', label: 'What they are afraid of getting wrong', lines: 2 },
        ],
      },
      {
        heading: 'What they dream about',
        guidance: 'Where do they want to be a year from now? What would a small win look like?',
        blocks: [
          { kind: 'lines', label: 'Their big dream', lines: 2 },
          { kind: 'lines', label: 'A small win you could help them reach this month', lines: 2 },
          {
            kind: 'lines',
            label: 'How they want to feel after watching, reading or listening to you',
            lines: 2,
          },
        ],
      },
      {
        heading: 'Where they spend their time online',
        guidance: 'Meet them where they already gather.',
        blocks: [
          { kind: 'lines', label: 'The apps and platforms they open every day', lines: 1 },
          { kind: 'lines', label: 'Creators, shows or communities they already love', lines: 2 },
          { kind: 'lines', label: 'When they are most likely to be watching or reading', lines: 1 },
        ],
      },
      {
        heading: 'Your promise to them',
        guidance: 'Bring it all together in one sentence you can return to whenever you doubt.',
        blocks: [
          {
            kind: 'lines',
            label: 'I create ________ for ________ so that they can ________.',
            lines: 3,
          },
        ],
      },
    ],
    closing: affirmationOf('r1-audience-map'),
  },
  {
    seedKey: 'worksheet:message-map',
    questId: 'r2-message-map',
    realmId: 2,
    title: 'Message Map Worksheet',
    description:
      'Map the core message every piece of your content returns to, the three pillars that hold it up, and a story for each.',
    fileName: 'message-map-worksheet.pdf',
    intro:
      'A clear message is the hearth your fire gathers around. Map the one idea every piece of your content returns to, and the three pillars that hold it up. Keep it simple: if a friend could repeat it after one conversation, it is working. Upload a photo or PDF of your finished map to the Message Map quest.',
    sections: [
      {
        heading: 'Your core message',
        guidance:
          'One sentence. What do you want people to believe, feel or do because of your work?',
        blocks: [
          { kind: 'lines', label: 'My core message', lines: 3 },
          {
            kind: 'lines',
            label: 'Who it is for (from your Audience Discovery worksheet)',
            lines: 1,
          },
        ],
      },
      ...['one', 'two', 'three'].map((number) => ({
        heading: `Pillar ${number}`,
        guidance:
          number === 'one'
            ? 'A theme you will return to again and again, that holds your core message up.'
            : undefined,
        blocks: [
          { kind: 'lines' as const, label: 'The pillar, in a few words', lines: 1 },
          { kind: 'lines' as const, label: 'How it supports your core message', lines: 2 },
          { kind: 'lines' as const, label: 'A story or example that brings it to life', lines: 3 },
        ],
      })),
      {
        heading: 'Check your map',
        blocks: [
          {
            kind: 'checklist',
            items: [
              'I can say my core message out loud in under ten seconds.',
              'Each pillar connects back to my core message.',
              'Every pillar has a real story, not just an idea.',
              'My ideal viewer would recognise themselves in this map.',
            ],
          },
        ],
      },
    ],
    closing: affirmationOf('r2-message-map'),
  },
  {
    seedKey: 'worksheet:content-calendar',
    questId: 'r2-content-calendar',
    realmId: 2,
    title: 'Content Calendar Worksheet',
    description:
      'Plan the next four weeks of creating: what you will make, on which day, and where it will be shared, kind to your real life.',
    fileName: 'content-calendar-worksheet.pdf',
    intro:
      'A calendar is not a cage; it is a promise you can keep. Plan the next four weeks of creating, one realistic step at a time. Start from the time you truly have, not the time you wish you had. Upload a photo or PDF of your calendar to the Content Calendar quest.',
    sections: [
      {
        heading: 'Your real week',
        guidance: 'Look at the week you actually live, then protect a little of it for creating.',
        blocks: [
          { kind: 'lines', label: 'Days and times I can protect for creating', lines: 2 },
          {
            kind: 'lines',
            label: 'How many pieces I can finish each week without burning out',
            lines: 1,
          },
          { kind: 'lines', label: 'My publishing day or days', lines: 1 },
        ],
      },
      ...[1, 2, 3, 4].map((week) => ({
        heading: `Week ${week}`,
        guidance:
          week === 1
            ? 'One row for each piece. Name the pillar from your Message Map it belongs to.'
            : undefined,
        blocks: [
          {
            kind: 'table' as const,
            columns: ['Day', 'What I will create', 'Pillar', 'Where I will share it'],
            rows: 3,
          },
        ],
      })),
      {
        heading: 'Keep it kind',
        blocks: [
          { kind: 'lines', label: 'What I will do if a week falls apart', lines: 2 },
          { kind: 'lines', label: 'How I will celebrate finishing week four', lines: 2 },
        ],
      },
    ],
    closing: affirmationOf('r2-content-calendar'),
  },
  {
    seedKey: 'worksheet:launch-checklist',
    questId: 'r3-launch-checklist',
    realmId: 3,
    title: 'Launch Checklist Worksheet',
    description:
      'The checklist you will use every time you publish: title and hook, thumbnail or cover, description, call to action, where you will share it and who you will tell.',
    fileName: 'launch-checklist-worksheet.pdf',
    intro:
      'Every launch gets lighter when its steps are written down. Fill in this checklist for the piece you are launching now, then keep it beside you each time you publish. Upload a photo or PDF of your checklist to the Launch Checklist quest.',
    sections: [
      {
        heading: 'The piece',
        blocks: [
          { kind: 'lines', label: 'What I am launching, and on which day and time', lines: 1 },
        ],
      },
      {
        heading: 'Title and hook',
        guidance: 'The title earns the click; the hook earns the next ten seconds.',
        blocks: [
          { kind: 'lines', label: 'Working title', lines: 1 },
          {
            kind: 'lines',
            label: 'The hook: the first line, or the first three seconds',
            lines: 2,
          },
          { kind: 'checklist', items: ['The title makes a promise my piece keeps.'] },
        ],
      },
      {
        heading: 'Thumbnail or cover',
        blocks: [
          { kind: 'lines', label: 'What it shows', lines: 2 },
          {
            kind: 'checklist',
            items: ['It is easy to read at phone size.', 'It matches the feeling of the piece.'],
          },
        ],
      },
      {
        heading: 'Description',
        blocks: [
          { kind: 'lines', label: 'The first two lines people will see', lines: 2 },
          {
            kind: 'checklist',
            items: [
              'It uses the words my audience would search for.',
              'Links, credits and tags are in place.',
            ],
          },
        ],
      },
      {
        heading: 'Call to action',
        blocks: [
          { kind: 'lines', label: 'The one thing I will ask people to do', lines: 1 },
          { kind: 'checklist', items: ['It is a single, clear ask.'] },
        ],
      },
      {
        heading: 'Where I will share it',
        blocks: [
          { kind: 'lines', label: 'Main platform', lines: 1 },
          { kind: 'lines', label: 'Other places for a teaser or a remix', lines: 2 },
        ],
      },
      {
        heading: 'Who I will tell',
        blocks: [
          { kind: 'lines', label: 'Three people or communities I will tell myself', lines: 3 },
          { kind: 'checklist', items: ['My realm buddy knows it is coming.'] },
        ],
      },
      {
        heading: 'After the launch',
        blocks: [
          { kind: 'lines', label: 'When I will look at how it landed', lines: 1 },
          { kind: 'lines', label: 'One thing I will do differently next time', lines: 2 },
        ],
      },
    ],
    closing: affirmationOf('r3-launch-checklist'),
  },
];
