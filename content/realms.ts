import type { RealmDefinition } from '#shared/content-types.ts';
import { PREPARING_DESCRIPTION } from '#shared/rules/publish-readiness.ts';

/** The ten realms of the programme, in order. Realms 4–10 are announced but not yet written. */
export const realms: RealmDefinition[] = [
  {
    id: 1,
    title: 'Ideation',
    description:
      'Kindle your creative spark. Discover who you create for, what lights you up, and the ideas only you can bring to life.',
    quests: [
      {
        id: 'r1-origin-story',
        title: 'Your Creative Origin Story',
        description: 'Look back at the moment creating first called to you.',
        type: 'journal',
        prompt:
          'Write about the first time you made something you were proud to share. What did you make, who was it for, and how did it feel to put it into the world?',
        affirmation: 'My story is the spark. Everything I create carries a piece of it.',
      },
      {
        id: 'r1-audience-map',
        title: 'Audience Discovery Worksheet',
        description: 'Sketch the person your content is truly for.',
        type: 'worksheet',
        prompt:
          'Fill in the Audience Discovery worksheet: who your ideal viewer is, what they struggle with, what they dream about, and where they spend their time online. Upload a photo or PDF of your completed sheet.',
        affirmation: 'When I know who I serve, my ideas find their way home.',
      },
      {
        id: 'r1-idea-storm',
        title: 'The Idea Storm',
        description: 'Let the ideas pour out without judging a single one.',
        type: 'brainstorm',
        prompt:
          'Set a timer for 20 minutes and list 20 content ideas, one per line. Big, small, silly or bold: every idea counts. Do not edit, just let them flow.',
        affirmation: 'My creativity is abundant. There is always another idea waiting.',
      },
      {
        id: 'r1-spark-reflection',
        title: 'Finding Your Spark',
        description: 'Notice which ideas made your heart beat faster.',
        type: 'reflection',
        prompt:
          'Read back over your 20 ideas. Which three excite you most, and why? What do they have in common, and what does that tell you about the creator you are becoming?',
        affirmation: 'I trust what excites me. My joy points the way.',
      },
    ],
    finalTask: {
      id: 'r1-final-ember-ignition',
      title: 'Ember Ignition',
      description: 'Commit to the idea you will bring to life first.',
      type: 'reflection',
      prompt:
        'Choose one idea from your Idea Storm to create first. Describe it in a few sentences, say who it is for, and write the promise you are making to yourself about bringing it to life.',
      affirmation: 'I have lit my ember. I am a creator, and my first flame is burning.',
    },
  },
  {
    id: 2,
    title: 'Structure',
    description:
      'Give your fire a hearth. Shape your message, find your rhythm and build the workflow that carries your ideas into the world.',
    quests: [
      {
        id: 'r2-message-map',
        title: 'Message Map Worksheet',
        description: 'Map the core message every piece of your content returns to.',
        type: 'worksheet',
        prompt:
          'Complete the Message Map worksheet: your core message in one sentence, the three pillars that support it, and a story or example for each pillar. Upload a photo or PDF of your finished map.',
        affirmation: 'My message is clear, and clarity makes my voice carry.',
      },
      {
        id: 'r2-creative-rhythm',
        title: 'Your Creative Rhythm',
        description: 'Discover when and how you create at your best.',
        type: 'journal',
        prompt:
          'This week, block one 60-90 minute content session and protect it like an appointment. Afterwards, write about it: when you worked, where, what helped you focus, and what pulled you away.',
        affirmation: 'I honour my rhythm. Consistency grows from care, not pressure.',
      },
      {
        id: 'r2-content-calendar',
        title: 'Content Calendar Worksheet',
        description: 'Plan the next month of creating, one realistic step at a time.',
        type: 'worksheet',
        prompt:
          'Fill in the Content Calendar worksheet for the next four weeks: what you will create, on which day, and where it will be shared. Keep it kind to your real life. Upload a photo or PDF of your calendar.',
        affirmation: 'My plan supports me. I show up for my work, and my work shows up for me.',
      },
      {
        id: 'r2-workflow',
        title: 'Designing Your Workflow',
        description: 'Write down the path each idea travels from spark to published.',
        type: 'journal',
        prompt:
          'Describe your workflow step by step: where ideas are captured, how you draft, film or write, how you edit, and how you publish. Where does work get stuck, and what one change would make it flow?',
        affirmation: 'I build systems that free my creativity instead of caging it.',
      },
    ],
    finalTask: {
      id: 'r2-final-structure-key',
      title: 'Claim Your Structure Key',
      description: 'Look back at the foundation you have built.',
      type: 'reflection',
      prompt:
        'Reflect on this realm. How has your message, your rhythm and your workflow changed the way you create? What structure will you keep, and what will you let go of?',
      affirmation: 'I hold the key to my own structure. My creativity has a home.',
    },
  },
  {
    id: 3,
    title: 'Implementation',
    description:
      'Let the fire spread. Create, publish and learn in public, turning your plans into work the world can see.',
    quests: [
      {
        id: 'r3-first-publish',
        title: 'The First Publish',
        description: 'Put one finished piece into the world.',
        type: 'journal',
        prompt:
          'Publish one piece from your content calendar. Then write about the moment before you pressed publish: what you felt, what you feared, and what you did anyway.',
        affirmation: 'Done and shared is braver than perfect and hidden.',
      },
      {
        id: 'r3-launch-checklist',
        title: 'Launch Checklist Worksheet',
        description: 'Build the checklist you will use every time you publish.',
        type: 'worksheet',
        prompt:
          'Complete the Launch Checklist worksheet: title and hook, thumbnail or cover, description, call to action, where you will share it and who you will tell. Upload a photo or PDF of your checklist.',
        affirmation: 'Each launch gets lighter. I am building habits that last.',
      },
      {
        id: 'r3-remix-storm',
        title: 'The Remix Storm',
        description: 'Turn one piece of content into many.',
        type: 'brainstorm',
        prompt:
          'Take the piece you published and brainstorm at least ten ways to remix it: a short clip, a carousel, a thread, a newsletter, a behind-the-scenes story. List them one per line.',
        affirmation: 'One idea, fully explored, can feed a season of creating.',
      },
      {
        id: 'r3-feedback-reflection',
        title: 'Listening to Your Audience',
        description: 'Learn from how people responded.',
        type: 'reflection',
        prompt:
          'Look at the comments, messages, views or silence your work received. What surprised you? What will you keep doing, and what will you try differently next time?',
        affirmation:
          'Every response is information, not judgement. I keep learning, and I keep going.',
      },
    ],
    finalTask: {
      id: 'r3-final-flame-keeper',
      title: 'Become a Flame Keeper',
      description: 'Commit to the practice that keeps your fire alive.',
      type: 'reflection',
      prompt:
        'Write the creator commitment you will carry beyond this realm: how often you will publish, how you will protect your creative time, and how you will celebrate your progress.',
      affirmation: 'I keep my flame alive, not by burning brighter, but by tending it every day.',
    },
  },
  ...[
    'Amplification',
    'Community',
    'Collaboration',
    'Monetization',
    'Resilience',
    'Legacy',
    'Mastery',
  ].map((title, index): RealmDefinition => ({
    id: index + 4,
    title,
    description: PREPARING_DESCRIPTION,
    quests: [],
  })),
];
