/**
 * One error type for the whole app. The server maps `code` to an HTTP status;
 * the web client rebuilds an AppError from every non-2xx answer, so both sides
 * speak the same codes.
 */
export const errorStatusByCode = {
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NETWORK: 0,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;

export type ErrorBody = {
  error: {
    code: ErrorCode;
    /** A short heading for the message, as the original's toasts had ('Content Required'). */
    title?: string;
    message: string;
    problems?: { path: string; message: string }[];
  };
};

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Words safe to show a creator; `message` may carry detail for logs. */
  readonly userMessage: string;
  readonly title: string | undefined;
  readonly problems: ErrorBody['error']['problems'];

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      userMessage?: string;
      title?: string;
      problems?: ErrorBody['error']['problems'];
    } = {},
  ) {
    const userMessage = options.userMessage ?? options.message ?? defaultUserMessage(code);
    super(options.message ?? userMessage);
    this.name = 'AppError';
    this.code = code;
    this.userMessage = userMessage;
    this.title = options.title;
    this.problems = options.problems;
  }

  get status(): number {
    return errorStatusByCode[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        title: this.title,
        message: this.userMessage,
        problems: this.problems,
      },
    };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatusByCode;
}

function defaultUserMessage(code: ErrorCode): string {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 'Some of what you sent is not valid.';
    case 'UNAUTHENTICATED':
      return 'Please sign in to continue.';
    case 'FORBIDDEN':
      return 'You do not have access to this.';
    case 'NOT_FOUND':
      return 'We could not find that.';
    case 'CONFLICT':
      return 'That has already been done.';
    case 'PAYLOAD_TOO_LARGE':
      return 'That is too large to send.';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'That kind of file is not accepted.';
    case 'RATE_LIMITED':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'NETWORK':
      return 'We could not reach Emberpath. Check your connection and try again.';
    case 'INTERNAL':
      return 'Something went wrong. Please try again.';
  }
}
