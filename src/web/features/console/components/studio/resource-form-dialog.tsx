import { Dialog } from '#web/components/ui/dialog.tsx';
import type { StudioResource } from '../../api/get-studio-resources.ts';
import { ResourceForm } from './resource-form.tsx';

/** 'Add Resource' or, given a resource, 'Edit Resource'. */
export function ResourceFormDialog(props: {
  resource: StudioResource | undefined;
  defaultRealmId: number;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={props.resource ? 'Edit Resource' : 'Add Resource'}
      description="Fields marked * are required."
      // Closing by a click outside would throw away what was typed; Cancel and Escape still close.
      keepsOpenOnOutsideClick
      onClose={props.onClose}
    >
      <ResourceForm
        resource={props.resource}
        defaultRealmId={props.defaultRealmId}
        onSaved={props.onClose}
        onCancel={props.onClose}
      />
    </Dialog>
  );
}
