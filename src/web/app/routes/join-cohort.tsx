import { useParams } from 'react-router';
import { JoinCohortScreen } from '#web/features/cohorts/components/join-cohort-screen.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <JoinCohortScreen code={code} />;
}
