import { Sparkles, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '#web/components/ui/button.tsx';

export type SectionUnlock = { realmId: number; realmTitle: string; resourceCount: number };

const countOf = (count: number) => (count === 1 ? '1 resource' : `${count} resources`);

/** 'New Resources Unlocked!': the sections a realm completion opened, and the way to them. */
export function UnlockOverlay(props: {
  unlocks: SectionUnlock[];
  onOpenLibrary: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[92dvh] max-w-md -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 text-center shadow-xl">
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close"
              className="absolute top-3 right-3"
            >
              <X aria-hidden />
            </Button>
          </Dialog.Close>
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <Sparkles className="size-7" aria-hidden />
          </span>
          <Dialog.Title className="mt-3 font-(family-name:--font-display) text-2xl font-semibold text-ink">
            New Resources Unlocked!
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">
            Your progress opened a new section of the Library, with worksheets and guides for the
            road ahead.
          </Dialog.Description>
          <ul className="mt-4 flex flex-col gap-2">
            {props.unlocks.map((unlock) => (
              <li
                key={unlock.realmId}
                className="rounded-xl bg-ember-50 px-4 py-3 text-sm font-medium text-ember-900"
              >
                Realm {unlock.realmId}: {unlock.realmTitle} · {countOf(unlock.resourceCount)}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3">
            <Button onClick={props.onOpenLibrary}>Open the Library</Button>
            <Button variant="secondary" onClick={props.onClose}>
              Later
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
