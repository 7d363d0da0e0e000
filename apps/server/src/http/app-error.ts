import { ERRORS, type ErrorCode } from '@plaza/contract';

/** A refusal the client should see: an error code of the contract, its status and text. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.statusCode = ERRORS[code].status;
  }
}

/** Invalid input: a 400 whose message is the list of readable problems. */
export class ValidationError extends Error {
  readonly statusCode = 400;

  constructor(readonly messages: string[]) {
    super(messages.join(', '));
  }
}
