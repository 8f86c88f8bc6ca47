import type { ReactNode } from 'react';
import type { StaffRole } from '#shared/rules/staff-permissions.ts';
import { Toaster } from 'sonner';
import { renderSignedIn, signedInUser } from './render.tsx';

/**
 * A console screen as a staff member has it, with the toaster mounted so the
 * toasts it shows (a save confirmed, a refusal in the server's words) can be read.
 */
export function renderAsStaff(
  ui: ReactNode,
  options: { path?: string; staffRoles?: StaffRole[] } = {},
) {
  return renderSignedIn(
    <>
      {ui}
      <Toaster />
    </>,
    { me: signedInUser({ isStaff: true, staffRoles: options.staffRoles }), path: options.path },
  );
}

/** The words beside a field: its error, which the field is described by first. */
export function errorBeside(field: HTMLElement): string | null | undefined {
  const [firstId] = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return field.getAttribute('aria-invalid') === 'true' && firstId
    ? document.getElementById(firstId)?.textContent
    : undefined;
}
