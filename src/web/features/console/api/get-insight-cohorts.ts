import { useQuery } from '@tanstack/react-query';
import { consoleListQueryOptions } from './console-requests.ts';
import { insights } from './insights-view.ts';

/** The programme cohorts' names, for the insights' Cohort filter and the comparison. */
export const useInsightCohorts = () =>
  useQuery(consoleListQueryOptions('insights-cohorts', {}, () => insights.cohorts.$get()));
