// What every refusal body must be (docs/api.md): `{code, detail}` with a code of shared refusals.ts, or field errors
// `{"field": ["message"]}` with `$codes` naming each message's code. The walks and the fuzz test check every 4xx.
import { FIELD_CODES, FIELD_PARAMS, isRefusalCode } from '@fitout/shared';

/** Why a refusal body is not in one of the two shapes, or null when it is. */
export function refusalShapeProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'not a JSON object';
  const answer = body as Record<string, unknown>;
  if ('detail' in answer) {
    if (typeof answer.detail !== 'string') return 'detail is not a text';
    return isRefusalCode(answer.code) ? null : `no known code beside "${answer.detail}" (code: ${JSON.stringify(answer.code)})`;
  }
  const codes = answer[FIELD_CODES] as Record<string, unknown> | undefined;
  if (!codes || typeof codes !== 'object') return `field errors without ${FIELD_CODES}`;
  const fields = Object.entries(answer).filter(([field]) => field !== FIELD_CODES && field !== FIELD_PARAMS);
  if (!fields.length) return 'no fields';
  for (const [field, messages] of fields) {
    if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string')) return `${field} is not a list of messages`;
    const named = codes[field];
    if (!Array.isArray(named) || named.length !== messages.length || !named.every(isRefusalCode)) return `${field}'s codes do not name its messages`;
  }
  return null;
}

/** Field messages the registry does not name (answered as `field.invalid`): printed by the tests that meet them. */
export function unnamedFieldMessages(body: unknown): string[] {
  const answer = (body ?? {}) as Record<string, unknown>;
  const codes = (answer[FIELD_CODES] ?? {}) as Record<string, string[]>;
  return Object.entries(codes).flatMap(([field, list]) =>
    list.flatMap((code, i) => (code === 'field.invalid' ? [String((answer[field] as string[])[i])] : [])),
  );
}
