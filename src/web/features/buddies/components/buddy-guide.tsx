import { Accordion, AccordionItem } from '#web/components/ui/accordion.tsx';

/** 'The Realm Buddy Guide': how pairing works and how to be a good buddy. */
export function BuddyGuide() {
  return (
    <section aria-labelledby="buddy-guide-title" className="flex flex-col gap-3">
      <h2
        id="buddy-guide-title"
        className="font-(family-name:--font-display) text-xl font-semibold"
      >
        The Realm Buddy Guide
      </h2>
      <Accordion type="single" collapsible defaultValue="overview">
        <AccordionItem value="overview" title="Overview">
          <p>
            A realm buddy is a fellow creator walking the same realm as you, at the same time. You
            see each other’s progress, trade a short note each week, and keep each other’s fire
            going when the path gets steep.
          </p>
          <p>
            You can have up to two buddies at once. Ask someone you know by email, or use ‘Find a
            Realm Buddy’ to meet creators in your realm who are open to pairing.
          </p>
        </AccordionItem>
        <AccordionItem value="why" title="Why Buddies?">
          <p>
            Creating alone is hard. Knowing someone else is wrestling with the same quest this week
            makes it lighter, and a friendly nudge on a slow day can be the spark that gets you back
            to the page.
          </p>
          <p>
            Buddies also celebrate with you. Every quest you finish shows up on their screen, and
            theirs on yours.
          </p>
        </AccordionItem>
        <AccordionItem value="rules" title="The Rules">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>At most two active buddies at a time, for you and for them.</li>
            <li>
              Same realm only: you pair with creators in your current realm, and both of you must be
              there when the request is accepted.
            </li>
            <li>
              Mutual consent: a pairing starts only when the other creator accepts your request.
              Either of you can end it at any time from Manage Buddies.
            </li>
            <li>Weekly check-ins: each of you shares one short note a week.</li>
            <li>
              Automatic unpairing: when either of you completes the realm you paired in, the pairing
              graduates and ends, and you are both free to find buddies in your new realms.
            </li>
          </ul>
        </AccordionItem>
        <AccordionItem value="share" title="What to Share">
          <p>
            Your buddy sees your name, your realm, how far through it you are, the quest you are on
            and your check-in streak, along with the notes you write for them. Your quest answers,
            worksheets and daily check-ins stay private, always.
          </p>
          <p>
            In your weekly note, share what you made, what got in the way, and one thing you are
            proud of. Honest beats polished.
          </p>
        </AccordionItem>
        <AccordionItem value="rituals" title="Rituals">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>Write your note early in the week and read theirs before you start a quest.</li>
            <li>Celebrate every completed quest, however small.</li>
            <li>When a buddy goes quiet, a kind line is all it takes to light the way back.</li>
            <li>When you graduate, thank your buddy: you carried each other through a realm.</li>
          </ul>
        </AccordionItem>
      </Accordion>
    </section>
  );
}
