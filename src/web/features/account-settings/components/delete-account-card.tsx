import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { useHasPassword } from '../api/account-auth.ts';

const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog.tsx').then((module) => ({ default: module.DeleteAccountDialog })),
);

/** The account and everything in it, gone for good, after a confirmation. */
export function DeleteAccountCard(props: { onDeleted: () => Promise<void> }) {
  const [isOpen, setIsOpen] = useState(false);
  const hasPassword = useHasPassword();
  return (
    <SectionCard
      heading="Delete my account"
      intro="Deletes your account and everything in it. The email address is free to sign up again afterwards."
    >
      <Button
        variant="secondary"
        className="self-start border-red-300 text-red-800 hover:bg-red-50"
        onClick={() => setIsOpen(true)}
      >
        Delete my account
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            needsPassword={hasPassword.data !== false}
            onClose={() => setIsOpen(false)}
            onDeleted={props.onDeleted}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
