/** Thrown by a route for a request its protocol refuses; the module's error handler answers it in the protocol's error shape. */
export class CodedRefusal extends Error {
  /** Builds the refusal from the HTTP status, the protocol's error code and a sentence. */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
