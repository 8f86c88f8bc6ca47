import { AlertDialog } from 'radix-ui';
import { libraryMessages } from '#shared/rules/library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';
import type { StudioResource } from '../../api/get-studio-resources.ts';
import { useDeleteResource } from '../../api/studio-mutations.ts';

/** 'Are you sure you want to delete this resource?' — a soft delete: creators stop seeing it. */
export function DeleteResourceDialog(props: { resource: StudioResource; onClose: () => void }) {
  const deleteResource = useDeleteResource();

  async function confirm() {
    try {
      await deleteResource.mutateAsync(props.resource.id);
      notify('success', 'Resource deleted', { description: props.resource.title });
      props.onClose();
    } catch (error) {
      notify('error', 'Error deleting resource', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            {libraryMessages.confirmDelete}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-soft">
            “{props.resource.title}” will disappear from every creator’s library.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={deleteResource.isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              className="bg-red-700 hover:bg-red-800"
              disabled={deleteResource.isPending}
              onClick={() => void confirm()}
            >
              {deleteResource.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
