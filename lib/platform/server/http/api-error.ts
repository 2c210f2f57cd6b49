import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiErrorDetail } from '../../contract';

/** The one error the platform's handlers throw; `toBody` is all a client ever sees. */
export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    message: string,
    public readonly details: ApiErrorDetail[] = [],
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      message: this.message,
      errors:
        this.details.length > 0
          ? this.details
          : [{ code: codeForStatus(this.status), message: this.message }],
    };
  }
}

function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'INVALID_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 406:
      return 'NOT_ACCEPTABLE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'ERROR';
  }
}

export const badRequest = (message: string, details: ApiErrorDetail[] = []) =>
  new ApiError(400, message, details);
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
