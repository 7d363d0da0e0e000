import { describeErrorReply, type ApiErrorInfo } from '@plaza/contract';

/** A failed call, described by the contract's reading of the error reply (spec 01 §8). */
export class ApiError extends Error {
  readonly info: ApiErrorInfo;

  constructor(info: ApiErrorInfo) {
    super(info.text);
    this.name = 'ApiError';
    this.info = info;
  }

  get code() {
    return this.info.code;
  }

  get status() {
    return this.info.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server could not be reached at all (offline, DNS, refused connection). */
export function networkError(): ApiError {
  return new ApiError(describeErrorReply(0, null));
}
