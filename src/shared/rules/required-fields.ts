// Kept free of zod: first-load forms import these rules.

/** A refusal in the original app's words: a toast title and its message. */
export type RuleMessage = { title: string; message: string };

/** Every "you left something out" message, worded once for the server and the forms. */
export const requiredFieldMessages = {
  credentials: {
    title: 'Missing Information',
    message: 'Please enter both email and password.',
  },
  rewardClaim: { title: 'Missing Information', message: 'Please fill in all required fields.' },
  invite: { title: 'Missing Information', message: 'Please fill in all required fields.' },
  checkin: {
    title: 'Share Your Thoughts',
    message: 'Please write a response to complete your check-in.',
  },
  questFile: {
    title: 'File Required',
    message: 'Please upload a file to complete this worksheet quest.',
  },
  questContent: {
    title: 'Content Required',
    message: 'Please write your response to complete this quest.',
  },
} as const satisfies Record<string, RuleMessage>;

export function isBlank(text: string | null | undefined): boolean {
  return !text?.trim();
}

/** The Ember Kit shipping form: these three are required, the rest optional. */
export const requiredRewardClaimFields = ['name', 'email', 'address'] as const;

export function hasRequiredRewardClaimFields(
  claim: Partial<Record<(typeof requiredRewardClaimFields)[number], string | null | undefined>>,
): boolean {
  return requiredRewardClaimFields.every((field) => !isBlank(claim[field]));
}

/** Which answer a quest needs before it can be completed, or null when it has it. */
export function missingQuestAnswer(input: {
  type: 'journal' | 'worksheet' | 'brainstorm' | 'reflection';
  content: string | null | undefined;
  hasFile: boolean;
}): RuleMessage | null {
  if (input.type === 'worksheet') return input.hasFile ? null : requiredFieldMessages.questFile;
  return isBlank(input.content) ? requiredFieldMessages.questContent : null;
}
