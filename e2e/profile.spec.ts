// Issue 37, the profile and the Arabic package page: once in English at 1280 px (project desktop), once in Arabic at
// 390 px (project phone). The customer fills the profile with the styled picture picker (the page's words, not the
// browser's "Choose File") and the governorate list in the page's language, sees "saved" after the save and after
// choosing the language of their mails, and reads their links left to right. The Arabic profile and package pages
// carry no Latin word outside an allow-list and one digit system (e2e/support/arabic.ts, as the order pages' journeys).
import { expect, test } from '@playwright/test';
import { checkRefusals } from '@fitout/shared/refusal-checks';
import { refusals } from '@fitout/shared/refusals';
import { activeCustomer, apiTokens, deviceFor, PNG, signInContext, toast } from './support/accounts.ts';
import { packages } from './support/catalogue.ts';
import { apiUrl } from './support/env.ts';
import { expectArabicOnly, expectNoSidewaysScroll, LATIN_ALLOWED } from './support/arabic.ts';
import { scriptsHolding } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';

const words = {
  en: {
    project: 'desktop',
    update: 'Update Profile',
    picture: 'Profile picture',
    choose: 'Choose a picture',
    none: 'No picture chosen yet',
    governorate: 'Governorate',
    cairo: 'Cairo',
    phone: 'Phone',
    facebook: 'Facebook',
    bio: 'Bio',
    bioText: 'Two kids, one cat, and a flat that needs love.',
    save: 'Save Changes',
    saved: 'Your profile is saved.',
    mailLanguage: 'Language of mails',
    otherLanguage: 'Arabic',
    chosen: 'ar',
    languageSaved: 'Saved: mails in Arabic.',
    kind: 'Snags I reported',
    kindSaved: 'Snags I reported: off.',
  },
  ar: {
    project: 'phone',
    update: 'تعديل الملف الشخصي',
    picture: 'الصورة الشخصية',
    choose: 'اختر صورة',
    none: 'لم تختر صورة بعد',
    governorate: 'المحافظة',
    cairo: 'القاهرة',
    phone: 'الهاتف',
    facebook: 'فيسبوك',
    bio: 'تعريف قصير',
    bioText: 'طفلان وقطة وشقة تحتاج إلى عناية.',
    save: 'حفظ التغييرات',
    saved: 'تم حفظ ملفك الشخصي.',
    mailLanguage: 'لغة الرسائل',
    otherLanguage: 'الإنجليزية',
    chosen: 'en',
    languageSaved: 'تم الحفظ: الرسائل باللغة الإنجليزية.',
    kind: 'الملاحظات التي أبلغت عنها',
    kindSaved: 'الملاحظات التي أبلغت عنها: متوقفة.',
  },
} as const;

const SLOW = { timeout: 20_000 };

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];
  const prefix = lang === 'ar' ? '/ar' : '';

  test(`the profile: picture picker, governorate list, saved states, language of mails (${lang})${lang === 'ar' ? ' @phone' : ''}`, async ({
    browser,
  }, info) => {
    test.skip(info.project.name !== w.project, `the ${lang} journey runs in project ${w.project}`);
    test.setTimeout(120_000);
    const email = await activeCustomer(`profile-${lang}`, lang === 'ar' ? 'منى عادل' : 'Mona Adel');
    const { access } = await apiTokens(email);
    const userId = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).user_id as number;
    const profile = async () =>
      (await (await fetch(apiUrl(`user/profile/${userId}/`), { headers: { authorization: `Bearer ${access}` } })).json()) as Record<string, unknown>;

    const context = await browser.newContext(deviceFor(lang));
    await signInContext(context, email);
    const page = await context.newPage();

    await test.step('the form: a picker in the page language, the governorate from the list', async () => {
      await page.goto(`${prefix}/user/profile`);
      await page.getByRole('link', { name: w.update }).click();
      await expect(page.getByText(w.choose, { exact: true })).toBeVisible(SLOW);
      await expect(page.getByText(w.none)).toBeVisible();
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.picture)).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel(w.picture).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('me.png')).toBeVisible();
      await expect(page.getByText(w.none)).toHaveCount(0);
      const governorate = page.getByRole('combobox', { name: w.governorate });
      await governorate.selectOption({ label: w.cairo });
      await page.getByRole('textbox', { name: w.phone }).fill('01001234567');
      await page.getByRole('textbox', { name: w.facebook }).fill('https://www.facebook.com/mona.adel/');
      await page.getByRole('textbox', { name: w.bio }).fill(w.bioText);
      await expectNoSidewaysScroll(page);
      await screenshot(page, { path: info.outputPath(`profile-form-${lang}.png`), fullPage: true });
      await page.getByRole('button', { name: w.save }).click();
    });

    await test.step('the profile says it is saved, in the page language, links left to right', async () => {
      await expect(page).toHaveURL(new RegExp(`${prefix}/user/profile$`), SLOW);
      await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
      const details = page.locator('.details-list');
      await expect(details).toContainText(w.cairo);
      const link = details.getByRole('link', { name: 'facebook.com/mona.adel' });
      await expect(link).toHaveAttribute('href', 'https://www.facebook.com/mona.adel/');
      await expect(link).toHaveAttribute('dir', 'ltr');
      expect(await profile()).toMatchObject({ country: 'Cairo', language: lang, mail_language: 'pages' });
    });

    await test.step('the language of mails and a mail kind, each saved in sight', async () => {
      const mail = page.getByRole('group', { name: w.mailLanguage });
      await mail.getByRole('radio', { name: w.otherLanguage }).check();
      await expect(page.locator('.saved-note')).toHaveText(w.languageSaved, SLOW);
      await expect.poll(async () => (await profile()).mail_language).toBe(w.chosen);
      await page.getByRole('switch', { name: w.kind }).uncheck();
      await expect(page.locator('.saved-note')).toHaveText(w.kindSaved, SLOW);
      await expectNoSidewaysScroll(page);
      await screenshot(page, { path: info.outputPath(`profile-${lang}.png`), fullPage: true });
    });

    if (lang === 'ar') {
      await test.step('the Arabic profile has no Latin word but the address and the link, which read left to right', async () => {
        await expectArabicOnly(page);
      });
    }
    await context.close();
  });
}

test("the customer area loads the API's refusals once one comes, and says it in Arabic beside its field @phone", async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'runs in project phone');
  const w = words.ar;
  const email = await activeCustomer('profile-refused', 'منى عادل');
  const context = await browser.newContext(deviceFor('ar'));
  await signInContext(context, email);
  const page = await context.newPage();
  const holds = scriptsHolding(page);
  // Words only the refusals' registry holds (the area never sends a file that is no picture: the profile says the
  // picture's own words).
  const registryOnly = refusals['field.not_an_image'].ar;

  await page.goto('/ar/user/profile');
  await page.getByRole('link', { name: w.update }).click();
  await expect(page.getByText(w.choose, { exact: true })).toBeVisible(SLOW);
  expect(await holds(registryOnly), "the API's refusals among the area's scripts before one comes").toBe(false);

  // A file the device takes for a PNG (its type says so) and the API finds is not a picture.
  await page.getByLabel(w.picture).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await page.getByRole('combobox', { name: w.governorate }).selectOption({ label: w.cairo });
  await page.getByRole('textbox', { name: w.phone }).fill('01001234567');
  await page.getByRole('textbox', { name: w.facebook }).fill('https://www.facebook.com/mona.adel/');
  await page.getByRole('textbox', { name: w.bio }).fill(w.bioText);
  await page.getByRole('button', { name: w.save }).click();
  await expect(page.getByLabel(w.picture)).toHaveAccessibleDescription(
    new RegExp(`^${checkRefusals['spec.image_type'].ar.replace(/[()]/g, '\\$&')} `),
    SLOW,
  );
  await expect(toast(page, checkRefusals['spec.profile_update_failed'].ar)).toBeVisible();
  expect(await holds(registryOnly), "the API's refusals among the area's scripts once refused").toBe(true);
  // Latin only in the file's name and the formats the picker's hint names.
  await expectArabicOnly(page, 'main', [...LATIN_ALLOWED, 'JPG', 'me.png']);
  await context.close();
});

test('the Arabic package page: its own title, what it includes in Arabic, right to left @phone', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'runs in project phone');
  const superLux = (await packages()).find((pkg) => pkg.title === 'Super Lux Apartment Finishing');
  test.skip(!superLux, 'the demo catalogue has no Super Lux package');
  const context = await browser.newContext(deviceFor('ar'));
  const page = await context.newPage();
  await page.goto(`/ar/detailspackage/${superLux?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('باقة تشطيب شقة سوبر لوكس');
  const includes = page.locator('section.components');
  await expect(includes.getByRole('heading', { level: 2 })).toHaveText('ماذا تشمل الباقة');
  await expect(includes.getByRole('heading', { level: 3 }).first()).toHaveText('التصميم والتصور ثلاثي الأبعاد');
  expect(
    await includes
      .locator('li > div')
      .first()
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe('rtl');
  await expectArabicOnly(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, { path: info.outputPath('package-ar.png'), fullPage: true });
  await context.close();
});
