/** Error codes and their HTTP status. One place, read by the server's error handler and the web client. */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A sign-in link that expired or was used: the browser shows the expired-link state. */
  link_expired: 410,
  payload_too_large: 413,
  /** Understood but cannot be done with this content (a HEIC photo that cannot be converted). */
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  /** The SMS provider refused the number: the browser shows the SMS-failed view. */
  sms_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export const genericMessages = {
  somethingWentWrong: 'Something went wrong',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have permission to do that',
  malformedJson: 'The request body is not valid JSON',
  tooManyRequests: 'Too many requests, please try again later',
  nulCharacter: 'Text cannot contain the NUL character (\\u0000)',
  invalidUnicode: 'Text cannot contain half of a Unicode surrogate pair',
  multipartTruncated: 'The upload ended before it was complete',
  tooDeep: 'The request body is nested too deeply',
  multipartBoundary: 'The multipart/form-data request has no boundary',
  nothingToUpdate: 'Nothing to update',
  alreadyExists: 'This already exists',
} as const;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message: string = genericMessages.notFound) => new AppError('not_found', message);
export const forbidden = (message: string = genericMessages.forbidden) => new AppError('forbidden', message);
