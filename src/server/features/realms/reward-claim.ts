import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import {
  hasRequiredRewardClaimFields,
  requiredFieldMessages,
} from '#shared/rules/required-fields.ts';
import type { RewardClaimInput } from '#shared/schemas/journey.ts';

/** The shipping form: name, email and address are required, the rest optional. */
export function parseRewardClaim(input: RewardClaimInput) {
  const optional = (value: string | undefined) => value?.trim() || null;
  const claim = {
    name: input.name?.trim() ?? '',
    email: input.email?.trim() ?? '',
    address: input.address?.trim() ?? '',
    city: optional(input.city),
    state: optional(input.state),
    zipCode: optional(input.zipCode),
    specialInstructions: optional(input.specialInstructions),
  };
  if (!hasRequiredRewardClaimFields(claim)) {
    const { title, message } = requiredFieldMessages.rewardClaim;
    throw new AppError('VALIDATION_FAILED', { title, userMessage: message });
  }
  if (!z.email().safeParse(claim.email).success) {
    throw new AppError('VALIDATION_FAILED', {
      title: 'Check Your Email',
      userMessage: 'Please enter a valid email address so we can reach you about your kit.',
    });
  }
  return claim;
}
