export type PlatformErrorCode =
  /** The platform refused the credential (bad client id/secret or service token). */
  | 'credential_refused'
  /** The credential works but lacks the scope for this call. */
  | 'insufficient_scope'
  | 'not_found'
  /** The platform refused the request's content (4xx): sending it again cannot help. */
  | 'rejected'
  | 'rate_limited'
  /** 5xx, network failure or timeout on a call that may be retried. */
  | 'unavailable'
  /** A write whose fate is unknown: it may or may not have been processed. Reconcile, do not resend. */
  | 'outcome_unknown'
  /** The answer did not match the contract. */
  | 'malformed_response'
  /** Too many requests already wait for the shared budget. */
  | 'queue_full'
  /** The caller gave up while the request was under way: it may have reached the platform. */
  | 'aborted'
  /** The caller gave up before the request was sent (waiting for its turn, or between tries): nothing left. */
  | 'cancelled';

export type PlatformErrorDetail = { code: string; message: string; field?: string };

/** The one error the client throws; `retryable` says whether trying again later may succeed. */
export class PlatformError extends Error {
  constructor(
    public readonly code: PlatformErrorCode,
    message: string,
    public readonly options: {
      status?: number;
      retryable?: boolean;
      details?: PlatformErrorDetail[];
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'PlatformError';
  }
  get status() {
    return this.options.status;
  }
  get retryable() {
    return this.options.retryable ?? false;
  }
  get details(): PlatformErrorDetail[] {
    return this.options.details ?? [];
  }
}

export const isPlatformError = (error: unknown, code?: PlatformErrorCode): error is PlatformError =>
  error instanceof PlatformError && (code === undefined || error.code === code);
