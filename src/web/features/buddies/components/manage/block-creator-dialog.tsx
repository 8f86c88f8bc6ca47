import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useBlockCreator } from '../../api/buddy-mutations.ts';

/** 'Block …?': asked first, from a request or a past pairing; the creator blocked is never told. */
export function BlockCreatorDialog(props: {
  creator: { id: string; name: string };
  onClose: () => void;
}) {
  const block = useBlockCreator();
  const { creator } = props;

  async function confirmBlock() {
    try {
      await block.mutateAsync(creator.id);
      notify('info', 'Creator Blocked', { description: `${creator.name} will not be told.` });
      props.onClose();
    } catch (error) {
      notifyError(error, 'Not Blocked');
    }
  }

  return (
    <ConfirmDialog
      title={`Block ${creator.name}?`}
      description={`${creator.name} will not be told. Their requests will stop reaching you, and you can unblock them here at any time.`}
      confirmLabel="Block"
      busyLabel="Blocking..."
      isBusy={block.isPending}
      onConfirm={() => void confirmBlock()}
      onClose={props.onClose}
    />
  );
}
