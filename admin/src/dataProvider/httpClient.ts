import axios from 'axios';
import { fetchUtils, HttpError } from 'react-admin';
import { fieldRefusals, refusalWords } from '@fitout/shared/refusals';
import { accessToken } from '@fitout/shared/session';
import { storedLocale } from '../i18n/locale.ts';
import { uploadProgress } from './uploadProgress.ts';

/** The API's field errors `{"field": ["message", …]}`, in the console's language by their codes, as react-admin's server-side validation wants them. */
function fieldErrors(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'detail' in body) return null;
  const errors = Object.fromEntries(Object.entries(fieldRefusals(body, storedLocale())).map(([field, messages]) => [field, messages[0]]));
  return Object.keys(errors).length ? errors : null;
}

/**
 * An error answer in the console's language, from its code (shared refusals.ts): a refusal's words become the
 * message, a 400's field errors fill the form's fields. The body stays as the API answered it (code, detail, params).
 */
function serverError(status: number, body: Record<string, unknown> | null, fallback: string): HttpError {
  const errors = status === 400 ? fieldErrors(body) : null;
  const message = errors ? Object.values(errors)[0] : refusalWords(body, storedLocale(), typeof body?.detail === 'string' ? undefined : fallback);
  return new HttpError(message, status, errors ? { ...body, errors } : body);
}

function authorization(): Record<string, string> {
  const access = accessToken();
  return access ? { Authorization: `Bearer ${access}` } : {};
}

/**
 * fetchJson with the signed-in user's Bearer token. Errors keep the server's words: `detail` becomes the message,
 * and a 400 with field errors fills the form's fields (react-admin reads `body.errors`).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  for (const [name, value] of Object.entries(authorization())) headers.set(name, value);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw serverError(error.status, error.body as Record<string, unknown> | null, error.message);
  }
}

/**
 * A multipart body carrying a chosen image, sent through axios (fetch reports no upload progress) so that the
 * form shows how far it has gone (uploadProgress.ts). Answers and errors as httpClient's.
 */
export async function sendWithProgress(
  url: string,
  method: 'POST' | 'PUT',
  body: FormData,
  headers: Record<string, string> = {},
): Promise<{ json: unknown; headers: Headers }> {
  uploadProgress.set(0);
  try {
    const response = await axios.request({
      url,
      method,
      data: body,
      headers: { Accept: 'application/json', ...headers, ...authorization() },
      onUploadProgress: ({ loaded, total }) => uploadProgress.set(total ? loaded / total : null),
    });
    const answered = new Headers();
    for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') answered.set(name, value);
    return { json: response.data, headers: answered };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response) {
      const data = error.response.data;
      throw serverError(error.response.status, data && typeof data === 'object' ? (data as Record<string, unknown>) : null, error.message);
    }
    throw error;
  } finally {
    uploadProgress.set(null);
  }
}
