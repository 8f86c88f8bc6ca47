import { z } from 'zod';
import {
  describeWeakPassword,
  listWeakPasswordReasons,
  MAX_PASSWORD_LENGTH,
} from '../rules/password.ts';
import { isSameEmail } from '../rules/profile.ts';
import { MAX_EMAIL_LENGTH } from '../rules/text.ts';
import { boundedText } from './text.ts';

// The account's own requests (its address, its password) go to better-auth,
// which checks them again on the server; these say what the forms send it.

const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** An address as the forms take it: trimmed, and with an @ (the server decides the rest). */
const emailAddress = boundedText(MAX_EMAIL_LENGTH, 'That email address is too long.')
  .trim()
  .refine((value) => value.includes('@'), INVALID_EMAIL_MESSAGE);

/** A new password: strong enough by the shared rule, which knows the address it must not contain. */
const newPassword = (email = '') =>
  z.string().superRefine((password, context) => {
    const reasons = listWeakPasswordReasons(password, email);
    if (reasons.length > 0)
      context.addIssue({ code: 'custom', message: describeWeakPassword(reasons) });
  });

export const forgotPasswordInputSchema = z.object({ email: emailAddress });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({ newPassword: newPassword() });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** Changing the password of the account signed in as `email`. */
export const changePasswordInputSchema = (email: string) =>
  z.object({
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH),
    newPassword: newPassword(email),
  });
export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordInputSchema>>;

/** Moving the account signed in as `email` to another address. */
export const changeEmailInputSchema = (email: string) =>
  z.object({
    newEmail: emailAddress.refine(
      (value) => !isSameEmail(value, email),
      'That is already your email address.',
    ),
  });
export type ChangeEmailInput = z.infer<ReturnType<typeof changeEmailInputSchema>>;

/** Confirming an address with the account's password (decision 006). */
export const confirmWithPasswordInputSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH),
});
export type ConfirmWithPasswordInput = z.infer<typeof confirmWithPasswordInputSchema>;

/** Confirming an address by choosing the account's password anew. */
export const confirmWithNewPasswordInputSchema = (email: string) =>
  z.object({ newPassword: newPassword(email) });
export type ConfirmWithNewPasswordInput = z.infer<
  ReturnType<typeof confirmWithNewPasswordInputSchema>
>;
