import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';

/** /admin and unknown admin paths lead to the one admin screen there is. */
export function Component() {
  return <Navigate to={paths.adminCms} replace />;
}
