import type { NudgeTemplateInput } from '#shared/schemas/insights.ts';
import { useConsoleMutation } from './console-requests.ts';
import { nudgeTemplates } from './get-nudge-templates.ts';

export const useAddNudgeTemplate = () =>
  useConsoleMutation(async (input: NudgeTemplateInput) =>
    (await nudgeTemplates.$post({ json: input })).json(),
  );
