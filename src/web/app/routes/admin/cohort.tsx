import { useParams } from 'react-router';
import { CohortScreen } from '#web/features/console/components/cohorts/cohort-screen.tsx';

export function Component() {
  const { cohortId = '' } = useParams();
  return <CohortScreen cohortId={Number(cohortId)} />;
}
