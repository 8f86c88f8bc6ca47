// Kept free of zod: the web imports these into first-load screens, where zod would not fit the budget.

export const MAX_ANSWER_LENGTH = 20_000;
export const MAX_CHECKIN_LENGTH = 5_000;
/** "This week I will …": one line. */
export const MAX_COMMITMENT_LENGTH = 120;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Worksheet uploads: accepted extensions and the content each must really have. */
export const worksheetContentTypes: Record<string, readonly string[]> = {
  '.pdf': ['application/pdf'],
  '.doc': ['application/x-cfb'],
  '.docx': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/zip',
  ],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.png': ['image/png'],
};
export const WORKSHEET_ACCEPT = Object.keys(worksheetContentTypes).join(',');

/** Longest accepted value of each shipping field, shared with the form's inputs. */
export const rewardClaimLimits = {
  name: 200,
  email: 320,
  address: 500,
  city: 200,
  state: 200,
  zipCode: 40,
  specialInstructions: 1000,
} as const;
