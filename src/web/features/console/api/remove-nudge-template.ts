import { useConsoleMutation } from './console-requests.ts';
import { nudgeTemplates } from './get-nudge-templates.ts';

export const useRemoveNudgeTemplate = (templateId: number) =>
  useConsoleMutation(async () => {
    await nudgeTemplates[':templateId'].$delete({ param: { templateId: String(templateId) } });
  });
