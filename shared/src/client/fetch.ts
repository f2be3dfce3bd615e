// The API client of the site's islands (the account pages and the customer area), for the calls of SPEC.md section 7:
// the browser's fetch, so that a sign-in form carries no HTTP library of its own.
import { type Answer, API_PREFIX, type Endpoint, relativePathOf } from '../contract/endpoint.ts';
import { accessToken, API_TIMEOUT_MS, isExpired, sessionHeaders, sharedRefresh, signedInFlag } from './session.ts';

export { API_TIMEOUT_MS };

/**
 * A call as a client makes it: its method and path, and (for the types only) the endpoint it stands for. An
 * endpoint of the contract is one; so is the method and path alone, which keeps the contract's schemas out of a page.
 */
export type CallRef<E extends Endpoint = Endpoint> = Pick<E, 'method' | 'path'> & { readonly endpoint?: E };

/**
 * A call that failed: `response` holds the API's status and answer (its `detail` or field errors), and is missing
 * when the API could not be reached or did not answer in time.
 */
export class ApiError extends Error {
  readonly response?: { status: number; data: unknown };
  constructor(message: string, response?: { status: number; data: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.response = response;
  }
}

type Request = { method: string; path: string; body?: unknown; session?: boolean };
export type ApiClient = { request<T>(request: Request): Promise<T> };

async function answerOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `apiRoot` is where the API lives (e.g. "" for the same origin, or "https://api.example.com"); paths are relative to
 * API_PREFIX (api/v1/). The access token in memory is sent as a Bearer token; when it is missing or expired while the
 * header cookie says someone is signed in, or a call answers 401, the session's cookie is traded for a new one (one
 * refresh shared by concurrent calls) and the call is sent once more. A session call (sign-in) is neither.
 */
export function createApiClient(apiRoot = ''): ApiClient {
  const base = `${apiRoot.replace(/\/$/, '')}${API_PREFIX}/`;
  const refresh = sharedRefresh(apiRoot);

  const send = async (request: Request, access: string | undefined) => {
    const headers: Record<string, string> = { accept: 'application/json', ...(request.session ? sessionHeaders() : {}) };
    if (access && !request.session) headers.authorization = `Bearer ${access}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    try {
      return await fetch(`${base}${request.path}`, {
        method: request.method,
        headers,
        body,
        // The sign-in that asks for the cookie session, even when the API lives on another origin.
        credentials: request.session ? 'include' : 'same-origin',
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ApiError((error as Error).message);
    }
  };

  return {
    async request<T>(request: Request): Promise<T> {
      let access = accessToken();
      if (!request.session && isExpired(access) && signedInFlag()) access = await refresh().catch(() => undefined);
      let response = await send(request, access);
      if (response.status === 401 && !request.session && signedInFlag()) {
        const renewed = await refresh().catch(() => null);
        if (renewed) response = await send(request, renewed);
      }
      const data = await answerOf(response);
      if (!response.ok) throw new ApiError(`The API answered ${response.status}`, { status: response.status, data });
      return data as T;
    },
  };
}

/** The message a person should read for a failed call: the server's detail, else its field errors, else the error. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as ApiError)?.response?.data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    const parts = Object.entries(record).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string').map((v) => (field === 'non_field_errors' ? v : `${field}: ${v}`)),
    );
    if (parts.length) return parts.join(' ');
  }
  return fallback;
}

/**
 * A call of the contract through the client: the path filled in from `params`, the body sent as given (an object
 * as JSON, FormData as multipart), the answer typed by the contract. Errors are ApiError. `session`: a sign-in that
 * asks for the cookie session (the answer then holds the access token alone).
 */
export function call<E extends Endpoint>(
  client: ApiClient,
  endpoint: CallRef<E>,
  options: { params?: Record<string, string | number>; body?: unknown; session?: boolean } = {},
): Promise<Answer<E>> {
  return client.request<Answer<E>>({
    method: endpoint.method,
    path: relativePathOf(endpoint, options.params),
    body: options.body,
    session: options.session,
  });
}
