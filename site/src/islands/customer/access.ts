// The customer-area guard of SPEC.md section 2 as one decision: not signed in → /login; a superuser → the
// console; a stored active flag that is not 'true' (missing, the text null, 'false') → /confirmemail.
import { ADMIN_PREFIX, routeTable } from '@fitout/shared';

export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string };

export function customerAccess(input: { signedIn: boolean; isSuperuser?: boolean; storedActive: string | null }): Access {
  if (!input.signedIn) return { kind: 'redirect', to: routeTable.login.path };
  if (input.isSuperuser) return { kind: 'redirect', to: `${ADMIN_PREFIX}/` };
  if (input.storedActive !== 'true') return { kind: 'redirect', to: routeTable.confirmEmail.path };
  return { kind: 'allow' };
}
