import { apiErrorReadSchema, type EndpointKey } from '../contract';
import type { Authenticator } from './authenticator';
import { defaultBackoff, fullJitterDelay, type BackoffPolicy } from './backoff';
import { systemClock, type Clock } from './clock';
import { readLimitHeaders } from './limit-headers';
import type { ClientMetrics } from './metrics';
import type { Pacer } from './pacer';
import { resolveOnPlatform } from './pagination';
import { isPlatformError, PlatformError, type PlatformErrorCode } from './platform-error';

export type Call = {
  /** Method and route template: the identity the platform limits by. */
  endpoint: EndpointKey;
  /** The concrete path and query, or an absolute URL (a Link header's next page). */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * `idempotent`: safe to send again after any failure. `create-once`: sent again only when the platform
   * certainly did not process it (429, connection refused); otherwise the outcome is reported unknown.
   */
  retry: 'idempotent' | 'create-once';
  signal?: AbortSignal;
};

export type TransportOptions = {
  baseUrl: string;
  pacer: Pacer;
  auth: Authenticator;
  metrics: ClientMetrics;
  clock?: Clock;
  timeoutMs?: number;
  backoff?: BackoffPolicy;
  /** 429s mean "not processed, try later": they get a longer allowance than other failures. */
  max429Attempts?: number;
  fetch?: typeof fetch;
  random?: () => number;
};

const CONNECTION_REFUSED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Sends one logical call: paced, authenticated, with timeouts and the retries its kind allows. */
export class Transport {
  private readonly clock: Clock;

  constructor(private readonly options: TransportOptions) {
    this.clock = options.clock ?? systemClock;
  }

  url(call: Pick<Call, 'path' | 'query'>): string {
    const url = resolveOnPlatform(call.path, this.options.baseUrl);
    if (!url) throw new PlatformError('malformed_response', 'A next-page link pointed at another host');
    for (const [key, value] of Object.entries(call.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  async send(call: Call): Promise<Response> {
    const { metrics } = this.options;
    const backoff = this.options.backoff ?? defaultBackoff;
    const max429 = this.options.max429Attempts ?? 20;
    let failures = 0;
    let throttled = 0;
    let reauthenticated = false;
    for (let attempt = 0; ; attempt++) {
      const permit = await this.options.pacer.acquire(call.endpoint, call.signal).catch((error: unknown) => {
        throw isPlatformError(error, 'aborted') ? cancelled(error) : error;
      });
      let headers: Record<string, string>;
      try {
        headers = await this.options.auth.headers();
      } catch (error) {
        // Nothing was sent yet: any call may wait for the credential and try again.
        permit.release();
        const retryable = error instanceof PlatformError && error.retryable;
        if (retryable && failures + 1 < backoff.maxAttempts) {
          failures += 1;
          await this.pause(
            call,
            attempt,
            fullJitterDelay(backoff, failures, this.options.random),
            'token unavailable',
          );
          continue;
        }
        throw error;
      }
      let response: Response;
      const started = this.clock.now();
      try {
        response = await this.fetchOnce(call, headers);
      } catch (error) {
        permit.release();
        const failure = this.classifyThrown(call, error);
        if (failure.retry && failures + 1 < backoff.maxAttempts) {
          failures += 1;
          await this.pause(
            call,
            attempt,
            fullJitterDelay(backoff, failures, this.options.random),
            failure.error.message,
          );
          continue;
        }
        throw failure.error;
      }
      const observation = readLimitHeaders(response, this.clock.now());
      permit.release(observation);
      metrics.observeLimits(call.endpoint, observation);
      metrics.record({
        type: 'request',
        endpoint: call.endpoint,
        status: response.status,
        attempt,
        sentAt: permit.sentAt,
        durationMs: this.clock.now() - started,
        waitedMs: permit.waitedMs,
      });
      if (response.ok) return response;

      if (response.status === 401 && !reauthenticated && this.options.auth.rejected(headers)) {
        reauthenticated = true;
        await response.body?.cancel();
        continue;
      }
      if (response.status === 429) {
        metrics.record({ type: 'rate_limited', endpoint: call.endpoint, attempt });
        await response.body?.cancel();
        if (throttled + 1 < max429) {
          throttled += 1;
          const delay = Math.max(
            observation.retryAfterMs ?? 0,
            fullJitterDelay(backoff, throttled, this.options.random),
          );
          await this.pause(call, attempt, delay, 'rate limited');
          continue;
        }
        throw new PlatformError('rate_limited', 'The platform kept refusing for its rate limits', {
          status: 429,
          retryable: true,
        });
      }
      if (response.status >= 500) {
        if (call.retry === 'idempotent' && failures + 1 < backoff.maxAttempts) {
          failures += 1;
          await response.body?.cancel();
          await this.pause(
            call,
            attempt,
            fullJitterDelay(backoff, failures, this.options.random),
            `status ${response.status}`,
          );
          continue;
        }
        const details = await readErrorDetails(response);
        if (call.retry === 'create-once') {
          throw new PlatformError(
            'outcome_unknown',
            `The platform answered ${response.status}; the request may or may not have been processed`,
            { status: response.status, retryable: true, details },
          );
        }
        throw new PlatformError('unavailable', `The platform answered ${response.status}`, {
          status: response.status,
          retryable: true,
          details,
        });
      }
      throw await refusal(response);
    }
  }

  private async fetchOnce(call: Call, authHeaders: Record<string, string>): Promise<Response> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 128_000);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    const hasBody = call.body !== undefined;
    return (this.options.fetch ?? fetch)(this.url(call), {
      method: call.endpoint.split(' ')[0],
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...authHeaders,
        ...call.headers,
      },
      body: hasBody ? JSON.stringify(call.body) : undefined,
      signal,
    });
  }

  /** A thrown fetch: the caller's abort, a refused connection (never processed), or an ambiguous failure. */
  private classifyThrown(call: Call, error: unknown): { retry: boolean; error: PlatformError } {
    if (call.signal?.aborted)
      return {
        retry: false,
        error: new PlatformError('aborted', 'The request was aborted', { cause: error }),
      };
    const code = causeCode(error);
    if (code && CONNECTION_REFUSED.has(code)) {
      return {
        retry: true,
        error: new PlatformError('unavailable', 'The platform cannot be reached', {
          retryable: true,
          cause: error,
        }),
      };
    }
    if (call.retry === 'create-once') {
      return {
        retry: false,
        error: new PlatformError(
          'outcome_unknown',
          'The connection failed after the request was sent; it may or may not have been processed',
          { retryable: true, cause: error },
        ),
      };
    }
    return {
      retry: true,
      error: new PlatformError('unavailable', 'The platform did not answer', {
        retryable: true,
        cause: error,
      }),
    };
  }

  private async pause(call: Call, attempt: number, delayMs: number, reason: string) {
    this.options.metrics.record({ type: 'retry', endpoint: call.endpoint, attempt, delayMs, reason });
    try {
      await this.clock.sleep(delayMs, call.signal);
    } catch (error) {
      // Between tries: the one before was not processed (or is safe to repeat), and no next one left.
      throw cancelled(error);
    }
  }
}

const cancelled = (cause: unknown) =>
  new PlatformError('cancelled', 'The request was cancelled before it was sent', { cause });

/** Both documented error bodies: `{message, errors: [{code, message}]}` and `{id, code, message}`. */
async function readErrorDetails(response: Response) {
  try {
    const parsed = apiErrorReadSchema.safeParse(await response.json());
    if (!parsed.success) return [];
    const { errors, message, code } = parsed.data;
    return errors.length > 0 ? errors : [{ code: code ?? 'ERROR', message }];
  } catch {
    return [];
  }
}

/** A final 4xx: what the platform refused, with its own messages. */
async function refusal(response: Response): Promise<PlatformError> {
  const details = await readErrorDetails(response);
  const byStatus: Record<number, PlatformErrorCode> = {
    401: 'credential_refused',
    403: 'insufficient_scope',
    404: 'not_found',
  };
  const code = byStatus[response.status] ?? 'rejected';
  const message =
    details.length > 0
      ? details.map((detail) => detail.message).join('; ')
      : `The platform answered ${response.status}`;
  return new PlatformError(code, message, { status: response.status, details });
}
