// The customer's profile: its answer shape, what shows when a field is empty, and the update form's rules
// (SPEC.md sections 2, 5 and 9).
import { governorateOf, governorateOptions } from '@fitout/shared';
import type { Profile } from '@fitout/shared/contract';
// The checks' words in the page's language, by the refusal's code (issue 37: never an English sentence looked up).
import { checkText } from '@fitout/shared/refusal-checks';
import type { Lang } from '../../../i18n/forms.ts';
import { refusalRegistry } from '../../refusals.ts';

export type { Profile };

/** Shown in place of an empty phone number or bio (the avatar has its own default picture). */
export const profileDefaults = {
  phone: '+20 000 000 0000',
  bio: 'Every beautiful home starts with a single decision. Today is a good day to make yours.',
} as const;

export const shownPhone = (profile: Pick<Profile, 'phone'>) => profile.phone.trim() || profileDefaults.phone;
/** The default bio on Arabic pages. */
const arabicBio = 'كل بيت جميل يبدأ بقرار واحد. واليوم يوم مناسب لتتخذ قرارك.';

export const shownBio = (profile: Pick<Profile, 'bio'>, lang: Lang = 'en') => profile.bio.trim() || (lang === 'ar' ? arabicBio : profileDefaults.bio);

export type ProfileField = 'full_name' | 'phone' | 'bio' | 'about' | 'country' | 'facebook' | 'twitter';
export type ProfileValues = Record<ProfileField, string>;
export const profileFields: readonly ProfileField[] = ['full_name', 'phone', 'bio', 'about', 'country', 'facebook', 'twitter'];
/** The fields the update form requires. */
export const requiredProfileFields: readonly ProfileField[] = ['full_name', 'phone', 'bio', 'country', 'facebook'];

export const profileValues = (profile: Profile): ProfileValues => ({
  full_name: profile.full_name ?? '',
  phone: profile.phone ?? '',
  bio: profile.bio ?? '',
  about: profile.about ?? '',
  country: governorateValue(profile.country ?? ''),
  facebook: profile.facebook ?? '',
  twitter: profile.twitter ?? '',
});

/** What the file input accepts: JPEG, PNG, JPG. */
export const imageAccept = 'image/jpeg,image/png,.jpg,.jpeg,.png';
const imageTypes = ['image/jpeg', 'image/png', 'image/jpg'];
const imageExtension = /\.(jpe?g|png)$/i;

/**
 * The image rule: an image is required (the current one counts) and a new file must be JPEG or PNG. Some
 * systems give no MIME type; the file name decides then.
 */
export function imageProblem(file: { name: string; type: string } | null, hasCurrentImage: boolean, lang: Lang = 'en'): string | null {
  if (!file) return hasCurrentImage ? null : checkText('spec.image_required', lang);
  const typeOk = file.type ? imageTypes.includes(file.type.toLowerCase()) : imageExtension.test(file.name);
  return typeOk ? null : checkText('spec.image_type', lang);
}

export function profileProblems(values: ProfileValues, lang: Lang = 'en'): Partial<Record<ProfileField, string>> {
  const problems: Partial<Record<ProfileField, string>> = {};
  for (const field of requiredProfileFields) if (!values[field].trim()) problems[field] = checkText('field.required', lang);
  return problems;
}

/**
 * The PATCH body: every text field, the image only when a new file was chosen, and the language of the pages the
 * form was filled in (the account's; mails follow it unless the customer chose their language).
 */
export function profileFormData(values: ProfileValues, newImage: Blob | null, pages?: Lang): FormData {
  const form = new FormData();
  for (const field of profileFields) form.set(field, values[field].trim());
  if (pages) form.set('language', pages);
  if (newImage) form.set('image', newImage);
  return form;
}

/**
 * The messages of a failed update, in the page's language by their codes: the server's phone error first (where the
 * refusals' words can be loaded), then 'An Error Occured Verify data'.
 */
export async function profileUpdateFailure(body: unknown, lang: Lang = 'en'): Promise<string[]> {
  const registry = await refusalRegistry();
  const phoneText = (registry?.fieldRefusals(body, lang).phone ?? []).filter((text) => text !== '').join(' ');
  const failed = checkText('spec.profile_update_failed', lang);
  return phoneText ? [phoneText, failed] : [failed];
}

/**
 * The governorate in the page's language (issue 37): a governorate of the order form's list by its name in `lang`,
 * whichever language it was written in; other text as the customer typed it.
 */
export function shownGovernorate(country: string, lang: Lang): string {
  const value = governorateOf(country);
  const option = value ? governorateOptions.find((candidate) => candidate.value === value) : undefined;
  return option ? (lang === 'ar' ? option.labelAr : option.label) : country.trim();
}

/** The form's governorate: the list's value for a governorate it knows (typed in either language), else the text. */
export const governorateValue = (country: string) => governorateOf(country) ?? country.trim();

/**
 * A social address as the profile shows it: a link (https:// added to a bare "www.facebook.com/…") and its text
 * without the scheme, "www." and a closing slash; null for a handle or other text, shown as typed.
 */
export function socialLink(value: string): { href: string; text: string } | null {
  const text = value.trim();
  if (!/^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(\/\S*)?$/i.test(text)) return null;
  const href = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  return {
    href,
    text: text
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .replace(/\/+$/, ''),
  };
}
