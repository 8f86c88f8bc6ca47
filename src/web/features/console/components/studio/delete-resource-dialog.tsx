import { libraryMessages } from '#shared/rules/library.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useDeleteResource } from '../../api/delete-resource.ts';
import type { StudioResource } from '../../api/get-studio-resources.ts';

/** 'Are you sure you want to delete this resource?' — a soft delete: creators stop seeing it. */
export function DeleteResourceDialog(props: { resource: StudioResource; onClose: () => void }) {
  const deleteResource = useDeleteResource();

  async function confirm() {
    try {
      await deleteResource.mutateAsync(props.resource.id);
      notify('success', 'Resource deleted', {
        id: 'delete-resource',
        description: props.resource.title,
      });
      props.onClose();
    } catch (error) {
      notifyError(error, 'Error deleting resource', { id: 'delete-resource' });
    }
  }

  return (
    <ConfirmDialog
      title={libraryMessages.confirmDelete}
      description={`“${props.resource.title}” will disappear from every creator’s library.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={deleteResource.isPending}
      onConfirm={() => void confirm()}
      onClose={props.onClose}
    />
  );
}
