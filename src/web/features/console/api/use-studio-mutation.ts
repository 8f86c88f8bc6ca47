import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useConsoleMutation } from './console-requests.ts';

/** A change to the library's resources: the console's lists and this browser's Library are asked for again. */
export function useStudioMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const { user } = useSignedInUser();
  return useConsoleMutation(mutationFn, [queryKeys.library(user.id)]);
}
