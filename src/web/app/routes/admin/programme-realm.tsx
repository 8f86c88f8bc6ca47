import { useParams } from 'react-router';
import { RealmEditorScreen } from '#web/features/console/components/programme/realm-editor-screen.tsx';

export function Component() {
  const realmId = Number(useParams().realmId);
  return <RealmEditorScreen key={realmId} realmId={realmId} />;
}
