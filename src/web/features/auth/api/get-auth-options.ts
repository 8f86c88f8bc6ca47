import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { apiClient } from '#web/lib/api-client.ts';

const providersRoute = apiClient.api.auth.providers;

export type AuthOptions = InferResponseType<typeof providersRoute.$get, 200>;

/** Asked once per page load; a failed ask is forgotten, so the next sign-in screen asks again. */
let authOptions: Promise<AuthOptions> | undefined;

/**
 * Which sign-in providers this server has configured, so only real buttons
 * appear: undefined until the server answers. Not a TanStack query: the
 * sign-in screen's first load does without the query client (decision 030).
 */
export function useAuthOptions(): AuthOptions | undefined {
  const [options, setOptions] = useState<AuthOptions>();
  useEffect(() => {
    let isMounted = true;
    authOptions ??= providersRoute.$get().then((response) => response.json());
    authOptions.then(
      (answer) => {
        if (isMounted) setOptions(answer);
      },
      () => {
        authOptions = undefined;
      },
    );
    return () => {
      isMounted = false;
    };
  }, []);
  return options;
}
