import { Sparkles } from 'lucide-react';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter } from '#web/components/ui/dialog.tsx';

export type SectionUnlock = { realmId: number; realmTitle: string; resourceCount: number };

const resourcesOf = (count: number) => countOf(count, nouns.resource);

/** 'New Resources Unlocked!': the sections a realm completion opened, and the way to them. */
export function UnlockOverlay(props: {
  unlocks: SectionUnlock[];
  onOpenLibrary: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      layout="centered"
      isCentered
      decoration={
        <span className="mx-auto mb-2 flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <Sparkles className="size-7" aria-hidden />
        </span>
      }
      title="New Resources Unlocked!"
      description="Your progress opened a new section of the Library, with worksheets and guides for the road ahead."
      onClose={props.onClose}
    >
      <DialogBody>
        <ul className="flex flex-col gap-2">
          {props.unlocks.map((unlock) => (
            <li
              key={unlock.realmId}
              className="rounded-xl bg-ember-50 px-4 py-3 text-sm font-medium text-ember-900"
            >
              Realm {unlock.realmId}: {unlock.realmTitle} · {resourcesOf(unlock.resourceCount)}
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={props.onClose}>
          Later
        </Button>
        <Button onClick={props.onOpenLibrary}>Open the Library</Button>
      </DialogFooter>
    </Dialog>
  );
}
