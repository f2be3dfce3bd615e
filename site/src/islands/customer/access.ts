// The customer-area guard of SPEC.md section 2 as one decision: not signed in → /login; a superuser → the
// console; a stored active flag that is not 'true' (missing, the text null, 'false') → /confirmemail. The
// site's pages in the area's language (/ar/login in Arabic); the console has one address.
import { ADMIN_PREFIX, routeTable } from '@fitout/shared';
import type { Lang } from '../../i18n/ui.ts';
import { sitePath } from './paths.ts';

export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string };

export function customerAccess(input: { signedIn: boolean; isSuperuser?: boolean; storedActive: string | null }, lang: Lang = 'en'): Access {
  if (!input.signedIn) return { kind: 'redirect', to: sitePath(lang, routeTable.login.path) };
  if (input.isSuperuser) return { kind: 'redirect', to: `${ADMIN_PREFIX}/` };
  if (input.storedActive !== 'true') return { kind: 'redirect', to: sitePath(lang, routeTable.confirmEmail.path) };
  return { kind: 'allow' };
}
