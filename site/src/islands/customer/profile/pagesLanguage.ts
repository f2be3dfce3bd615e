// The language of the pages a customer uses, kept on their account (issue 37): their mails follow it unless they chose
// a language for mails. The customer area opened in the other language tells the API once, in the background; a
// failure changes nothing the customer sees (the next visit tries again).
import { call } from '@fitout/shared/client';
import type { Profile } from '@fitout/shared/contract';
import { api } from '../../session/session.ts';
import { accounts } from '../../session/calls.ts';
import type { Lang } from '../../../i18n/forms.ts';

export function keepPagesLanguage(profile: Profile, lang: Lang, update: (profile: Profile) => void): void {
  if (profile.user.is_superuser || profile.language === lang) return;
  const body = new FormData();
  body.set('language', lang);
  call(api, accounts.updateProfile, { params: { user_id: profile.user.id }, body })
    .then(update)
    .catch(() => undefined);
}
