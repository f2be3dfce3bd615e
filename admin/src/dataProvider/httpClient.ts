import { fetchUtils, HttpError } from 'react-admin';
import { readTokens } from '@fitout/shared/session';

/** The API's field errors `{"field": ["message", …]}` as react-admin's server-side validation wants them. */
function fieldErrors(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail') continue;
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string') errors[field] = first;
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * fetchJson with the signed-in user's Bearer token. Errors keep the server's words: `detail` becomes the message,
 * and a 400 with field errors fills the form's fields (react-admin reads `body.errors`).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const { access } = readTokens();
  if (access) headers.set('Authorization', `Bearer ${access}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.body as Record<string, unknown> | null;
    const errors = error.status === 400 ? fieldErrors(body) : null;
    const detail = typeof body?.detail === 'string' ? body.detail : errors ? Object.values(errors)[0] : error.message;
    throw new HttpError(detail, error.status, errors ? { ...body, errors } : body);
  }
}
