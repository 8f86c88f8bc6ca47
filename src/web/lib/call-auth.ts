import { AppError } from '#shared/errors.ts';

type AuthClientError = {
  status: number;
  code?: string;
  message?: string;
  /** Set when the server answered in the app's own error shape (a paused sign-in). */
  error?: { message?: unknown };
};
type AuthClientResult<Data> = { data: Data | null; error: AuthClientError | null };

/** Messages for better-auth's error codes, in Emberpath's voice. */
const messageByCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "That email and password don't match. Check them and try again.",
  INVALID_EMAIL: 'Please enter a valid email address.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Sign in, or use the link we've just emailed to that address to choose its password.",
  WRONG_ACCOUNT_PASSWORD:
    "That isn't this account's password. Try again, or choose a new password instead.",
  EMAIL_NOT_VERIFIED: "Please confirm your email first. We've sent you a fresh link.",
  INVALID_TOKEN: 'This link has expired or was already used. Ask for a new one.',
  PASSWORD_TOO_SHORT: 'Choose a stronger password: use at least 8 characters.',
  PASSWORD_TOO_LONG: 'Choose a shorter password: use at most 128 characters.',
};

/**
 * Runs a better-auth client call and turns every failure into an AppError
 * whose userMessage a creator can act on.
 */
export async function callAuth<Data>(call: () => Promise<AuthClientResult<Data>>): Promise<Data> {
  let result: AuthClientResult<Data>;
  try {
    result = await call();
  } catch {
    throw new AppError('NETWORK');
  }
  if (!result.error) return result.data as Data;
  throw toAppError(result.error);
}

export function toAppError(error: AuthClientError): AppError {
  if (error.status === 0 || (error.status >= 502 && error.status <= 504))
    return new AppError('NETWORK');
  if (error.status === 429) {
    // The server's words say when to try again; the generic ones when it sent none.
    const userMessage = error.error?.message;
    return new AppError('RATE_LIMITED', {
      userMessage: typeof userMessage === 'string' ? userMessage : undefined,
    });
  }
  const known = error.code ? messageByCode[error.code] : undefined;
  if (error.code === 'WEAK_PASSWORD' && error.message) {
    return new AppError('VALIDATION_FAILED', { userMessage: error.message });
  }
  if (known)
    return new AppError(error.status === 403 ? 'FORBIDDEN' : 'VALIDATION_FAILED', {
      userMessage: known,
    });
  return new AppError('INTERNAL', {
    userMessage: error.message || 'Something went wrong. Please try again.',
  });
}
