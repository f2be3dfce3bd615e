import { describe, expect, it } from 'vitest';
import { apiMessages } from '@fitout/shared';
import {
  imageProblem,
  profileDefaults,
  profileFormData,
  profileProblems,
  profileUpdateFailure,
  shownBio,
  shownPhone,
  type ProfileValues,
  governorateValue,
  shownGovernorate,
  socialLink,
} from './profile.ts';

const values: ProfileValues = {
  full_name: 'Mona Hassan',
  phone: '01001234567',
  bio: 'Architect',
  about: '',
  country: 'Cairo',
  facebook: 'https://facebook.com/mona',
  twitter: '',
};

describe('profile defaults', () => {
  it('shows a placeholder phone number and a default bio when they are empty', () => {
    expect(shownPhone({ phone: '' })).toBe(profileDefaults.phone);
    expect(shownBio({ bio: '  ' })).toBe(profileDefaults.bio);
    expect(shownPhone({ phone: '0100' })).toBe('0100');
  });
});

describe('profile update form', () => {
  it('requires an image: the current one counts, none at all does not', () => {
    expect(imageProblem(null, false)).toBe('Please upload a valid image file before submitting.');
    expect(imageProblem(null, true)).toBeNull();
  });

  it('takes JPEG and PNG only', () => {
    expect(imageProblem({ name: 'me.png', type: 'image/png' }, false)).toBeNull();
    expect(imageProblem({ name: 'me.jpg', type: 'image/jpeg' }, false)).toBeNull();
    expect(imageProblem({ name: 'me.gif', type: 'image/gif' }, true)).toBe('Please upload a valid image file (JPEG or PNG or JPEG)');
    expect(imageProblem({ name: 'me.webp', type: 'image/webp' }, true)).toBe('Please upload a valid image file (JPEG or PNG or JPEG)');
    // No MIME type given: the name decides.
    expect(imageProblem({ name: 'ME.JPEG', type: '' }, false)).toBeNull();
    expect(imageProblem({ name: 'notes.txt', type: '' }, false)).toBe('Please upload a valid image file (JPEG or PNG or JPEG)');
  });

  it('requires full name, phone, bio, governorate and facebook', () => {
    const empty = { full_name: '', phone: '', bio: '', about: '', country: '', facebook: '', twitter: '' };
    expect(Object.keys(profileProblems(empty)).sort()).toEqual(['bio', 'country', 'facebook', 'full_name', 'phone']);
    expect(profileProblems(values)).toEqual({});
    expect(profileProblems({ ...values, phone: '  ' })).toEqual({ phone: apiMessages.required });
  });

  it('sends the image only when a new one was chosen', () => {
    expect(profileFormData(values, null).has('image')).toBe(false);
    const image = new Blob(['png'], { type: 'image/png' });
    const form = profileFormData(values, image);
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(form.get('country')).toBe('Cairo');
    expect([...form.keys()].sort()).toEqual(['about', 'bio', 'country', 'facebook', 'full_name', 'image', 'phone', 'twitter']);
  });

  it('says its own checks in Arabic on an Arabic page', () => {
    expect(imageProblem(null, false, 'ar')).toBe('يُرجى رفع ملف صورة صالح قبل الإرسال.');
    expect(imageProblem({ name: 'me.gif', type: 'image/gif' }, true, 'ar')).toBe('يُرجى رفع ملف صورة صالح (JPEG أو PNG)');
    expect(profileProblems({ ...values, phone: '', bio: ' ' }, 'ar')).toEqual({ phone: 'هذا الحقل مطلوب.', bio: 'هذا الحقل مطلوب.' });
  });

  it("answers a failed update in Arabic by the phone error's code, then 'An Error Occured Verify data' in Arabic", async () => {
    const body = {
      phone: ['Ensure this field has no more than 40 characters.'],
      $codes: { phone: ['field.too_long'] },
      $params: { phone: [{ max: 40 }] },
    };
    expect(await profileUpdateFailure(body, 'ar')).toEqual(['يجب ألا يزيد هذا الحقل عن ٤٠ حرفًا.', 'حدث خطأ، تحقّق من البيانات']);
    expect(await profileUpdateFailure(undefined, 'ar')).toEqual(['حدث خطأ، تحقّق من البيانات']);
  });

  it("answers a failed update with the server's phone error plus 'An Error Occured Verify data'", async () => {
    expect(await profileUpdateFailure({ phone: ['Ensure this field has no more than 40 characters.'] })).toEqual([
      'Ensure this field has no more than 40 characters.',
      'An Error Occured Verify data',
    ]);
    expect(await profileUpdateFailure({ image: ['Upload a valid image.'] })).toEqual(['An Error Occured Verify data']);
    expect(await profileUpdateFailure(undefined)).toEqual(['An Error Occured Verify data']);
  });
});

describe('what the profile shows of what the customer typed (issue 37)', () => {
  it('shows a governorate of the order form list in the page language, whichever language it was typed in', () => {
    expect(shownGovernorate('Cairo', 'ar')).toBe('القاهرة');
    expect(shownGovernorate(' giza ', 'ar')).toBe('الجيزة');
    expect(shownGovernorate('الإسكندرية', 'en')).toBe('Alexandria');
    expect(shownGovernorate('New Cairo', 'ar')).toBe('New Cairo');
    expect(governorateValue('القاهرة')).toBe('Cairo');
    expect(governorateValue(' 5th Settlement ')).toBe('5th Settlement');
  });

  it('links a web address without its scheme, www. and closing slash, and leaves a handle as text', () => {
    expect(socialLink('https://www.facebook.com/')).toEqual({ href: 'https://www.facebook.com/', text: 'facebook.com' });
    expect(socialLink('www.facebook.com/mona.adel')).toEqual({ href: 'https://www.facebook.com/mona.adel', text: 'facebook.com/mona.adel' });
    expect(socialLink('x.com/mona')).toEqual({ href: 'https://x.com/mona', text: 'x.com/mona' });
    expect(socialLink('@mona')).toBeNull();
    expect(socialLink('Mona Adel')).toBeNull();
    expect(socialLink('javascript:alert(1)')).toBeNull();
  });

  it('sends the language of the pages the form was filled in with the profile', () => {
    const form = profileFormData(values, null, 'ar');
    expect(form.get('language')).toBe('ar');
  });
});
