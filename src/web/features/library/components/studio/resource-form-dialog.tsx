import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '#web/components/ui/button.tsx';
import type { StudioResource } from '../../api/get-studio-resources.ts';
import { ResourceForm } from './resource-form.tsx';

/** 'Add Resource' or, given a resource, 'Edit Resource'. */
export function ResourceFormDialog(props: {
  resource: StudioResource | undefined;
  defaultRealmId: number;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          // Closing by a click outside would throw away what was typed; Cancel and Escape still close.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
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
          <Dialog.Title className="font-(family-name:--font-display) text-2xl font-semibold text-ink">
            {props.resource ? 'Edit Resource' : 'Add Resource'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            Fields marked * are required.
          </Dialog.Description>
          <ResourceForm
            resource={props.resource}
            defaultRealmId={props.defaultRealmId}
            onSaved={props.onClose}
            onCancel={props.onClose}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
