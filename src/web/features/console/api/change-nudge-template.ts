import type { NudgeTemplateInput } from '#shared/schemas/insights.ts';
import { useConsoleMutation } from './console-requests.ts';
import { nudgeTemplates } from './get-nudge-templates.ts';

export const useChangeNudgeTemplate = (templateId: number) =>
  useConsoleMutation(async (input: NudgeTemplateInput) =>
    (
      await nudgeTemplates[':templateId'].$put({
        param: { templateId: String(templateId) },
        json: input,
      })
    ).json(),
  );
