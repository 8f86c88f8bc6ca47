import { useState } from 'react';
import { staffRoleLabels, staffRoles, type StaffRole } from '#shared/rules/staff-permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, CheckboxGroupField } from '#web/components/ui/checkbox-field.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useChangeStaffRoles } from '../api/change-staff-roles.ts';
import type { CreatorDetail } from '../api/get-creator.ts';

const namesOf = (roles: readonly StaffRole[]) =>
  roles.map((role) => staffRoleLabels[role].name).join(', ');

/**
 * Who someone is on the staff (decision 041): admins tick their roles and
 * save; everyone else reads them. No role makes them a creator again. The
 * server keeps the last admin one and says so in words.
 */
export function StaffRolesEditor({ detail }: { detail: CreatorDetail }) {
  const canGrant = useCan('role:grant');
  const held = detail.creator.staffRoles;
  const [chosen, setChosen] = useState<StaffRole[]>(held);
  const change = useChangeStaffRoles();
  const isChanged = chosen.join() !== held.join();

  if (!canGrant) {
    return (
      <p className="text-sm text-ink-soft">
        Staff roles: {held.length > 0 ? namesOf(held) : 'none (a creator)'}
      </p>
    );
  }
  const toggle = (role: StaffRole, isOn: boolean) =>
    setChosen((current) =>
      staffRoles.filter((each) => (each === role ? isOn : current.includes(each))),
    );
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(
          { userId: detail.creator.id, roles: chosen },
          {
            onSuccess: (answer) => {
              setChosen(answer.staffRoles);
              notify(
                'success',
                answer.staffRoles.length > 0 ? 'Staff Roles Saved' : 'Staff Roles Removed',
              );
            },
            onError: (error) => notifyError(error, 'Roles Not Changed'),
          },
        );
      }}
    >
      <CheckboxGroupField legend="Staff roles">
        {staffRoles.map((role) => (
          <CheckboxField
            key={role}
            label={staffRoleLabels[role].name}
            hint={staffRoleLabels[role].description}
            checked={chosen.includes(role)}
            disabled={change.isPending}
            onChange={(event) => toggle(role, event.target.checked)}
          />
        ))}
      </CheckboxGroupField>
      <div>
        <Button type="submit" disabled={!isChanged || change.isPending}>
          {change.isPending ? 'Saving...' : 'Save roles'}
        </Button>
      </div>
    </form>
  );
}
