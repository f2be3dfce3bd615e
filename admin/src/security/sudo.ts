// Sudo mode in the console: a security change the API refuses with `code: sudo.required` (403) asks the person to
// confirm it is them (SudoDialog), then is made again with the access token user/sudo/ answered (docs/decisions.md).
import { HttpError } from 'react-admin';
import { SUDO_REQUIRED, type SudoMethod } from '@fitout/shared';

/** What the dialog answers: whether the proof was given (false: the person cancelled). */
type Ask = (methods: SudoMethod[]) => Promise<boolean>;

let ask: Ask | null = null;

/** The dialog on screen registers how it asks; only one is mounted at a time (the Security page's). */
export function setSudoAsker(asker: Ask | null) {
  ask = asker;
}

/** The person closed the dialog: the change was not made, and there is nothing to report. */
export class SudoCancelled extends Error {
  constructor() {
    super('');
  }
}

/** The proofs a refusal names, when it is the API's sudo refusal. */
export function sudoMethodsOf(error: unknown): SudoMethod[] | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const body = error.body as { code?: unknown; methods?: unknown } | null;
  return body?.code === SUDO_REQUIRED && Array.isArray(body.methods) ? (body.methods as SudoMethod[]) : null;
}

/** Makes `change`; if it needs a fresh proof, asks for one and makes it once more. */
export async function withSudo<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    const methods = sudoMethodsOf(error);
    if (!methods || !ask) throw error;
    if (!(await ask(methods))) throw new SudoCancelled();
    return change();
  }
}
