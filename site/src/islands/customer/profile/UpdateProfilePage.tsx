// {user}/updateprofile/{id} (SPEC.md sections 2, 4, 5 and 8): the profile form. An image is required (the
// current one counts), JPEG or PNG only; the image goes to the API only when a new one was chosen.
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import type { ApiError } from '@fitout/shared/client';
import { governorateOptions, messages } from '@fitout/shared';
import FilePicker from '../../FilePicker.tsx';
import { InputField, SelectField, TextAreaField } from '../../Field.tsx';
import SubmitButton from '../../SubmitButton.tsx';
import { FullNameField } from '../../account/AccountFields.tsx';
import { useForm } from '../../useForm.ts';
import { splitServerErrors } from '../../account/rules.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import AreaLayout from '../AreaLayout.tsx';
import DefaultAvatar from '../DefaultAvatar.tsx';
import { areaLink } from '../paths.ts';
import {
  imageAccept,
  imageProblem,
  profileFields,
  profileFormData,
  profileProblems,
  profileUpdateFailure,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from './profile.ts';
import { markProfileSaved, profileWords } from './words.ts';
import { useProfile } from '../ProfileContext.ts';
import { useAreaLang } from '../lang.ts';
import { call } from '@fitout/shared/client';
import { checkText } from '@fitout/shared/refusal-checks';
import { accounts } from '../../session/calls.ts';

type Problems = Partial<Record<ProfileField | 'image', string>>;

/** A chosen file as a data: URL for the preview (the site's CSP allows data: images, not blob:). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export default function UpdateProfilePage() {
  const { id } = useParams();
  const { profile } = useProfile();
  // The form always edits the signed-in customer's own profile.
  if (id !== String(profile.user.id)) return <Redirect to={areaLink('updateProfile', { id: profile.user.id })} replace />;
  return <ProfileForm />;
}

function ProfileForm() {
  const { profile, setProfile } = useProfile();
  const { lang, t, tr } = useAreaLang();
  const w = profileWords(lang);
  const [, navigate] = useLocation();
  const form = useForm<ProfileValues, keyof Problems>(() => profileValues(profile));
  const { values, bind, problems, setProblems, busy, setBusy, formRef } = form;
  // The order form's list of governorates, in the page's language; text typed before the list stays a choice.
  const governorates = governorateOptions.map((option) => ({ value: option.value, label: lang === 'ar' ? option.labelAr : option.label }));
  const typed = values.country.trim();
  const governorateChoices =
    typed && !governorates.some((option) => option.value === typed) ? [...governorates, { value: typed, label: typed }] : governorates;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    if (!file) setPreview(null);
    else
      void readAsDataUrl(file)
        .then((url) => live && setPreview(url))
        .catch(() => live && setPreview(null));
    return () => {
      live = false;
    };
  }, [file]);

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? imageProblem(chosen, Boolean(profile.image), lang) : null;
    setProblems((p) => ({ ...p, image: problem ?? undefined }));
    if (problem) {
      notify.error(problem);
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  const focusFirst = (found: Problems) => form.focusFirst(found, ['image', ...profileFields]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const imageIssue = imageProblem(file, Boolean(profile.image), lang);
    const found: Problems = { ...profileProblems(values, lang), ...(imageIssue ? { image: imageIssue } : {}) };
    setProblems(found);
    if (Object.keys(found).length) {
      if (imageIssue) notify.error(imageIssue);
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const data = await call(api, accounts.updateProfile, { params: { user_id: profile.user.id }, body: profileFormData(values, file, lang) });
      setProfile(data);
      notify.success(tr(messages.profileUpdated));
      markProfileSaved();
      navigate(areaLink('profile'));
    } catch (error) {
      const body = (error as ApiError).response?.data;
      const split = await splitServerErrors(
        body,
        ['image', ...profileFields] as const,
        checkText('spec.profile_update_failed', lang),
        undefined,
        lang,
      );
      setProblems(split.fields);
      for (const text of await profileUpdateFailure(body, lang)) notify.error(text);
      focusFirst(split.fields);
      setBusy(false);
    }
  }

  const currentImage = profile.images.image?.url ?? profile.image;

  return (
    <AreaLayout title={t.updateProfile} lead={t.updateLead}>
      <div className="area-split">
        <form ref={formRef} className="form panel profile-form" noValidate onSubmit={submit} aria-label={t.updateForm}>
          <div className="image-field">
            <div className="image-field__preview">
              {preview || currentImage ? (
                <img className="avatar" src={preview ?? currentImage ?? undefined} width={112} height={112} alt={t.picturePreview} />
              ) : (
                <DefaultAvatar size={112} />
              )}
            </div>
            <FilePicker
              id="profile-image"
              label={t.pictureLabel}
              name="image"
              accept={imageAccept}
              choose={currentImage || file ? w.changePicture : w.choosePicture}
              none={w.noPicture}
              files={file ? [file] : []}
              requiredMark
              aria-required="true"
              onChange={chooseImage}
              error={problems.image}
              hint={tr(messages.imageHint)}
            />
          </div>
          <div className="form-grid">
            <FullNameField id="profile-full-name" label={t.fullName} dir="auto" {...bind('full_name')} />
            <InputField id="profile-phone" label={t.phone} type="tel" autoComplete="tel" required maxLength={40} {...bind('phone')} />
            <SelectField
              id="profile-country"
              label={t.governorate}
              autoComplete="address-level1"
              required
              options={governorateChoices}
              placeholder={w.chooseGovernorate}
              {...bind('country')}
            />
            <InputField
              id="profile-facebook"
              label={t.facebook}
              required
              maxLength={500}
              placeholder="https://facebook.com/your.name"
              dir="ltr"
              inputMode="url"
              {...bind('facebook')}
            />
            <InputField
              id="profile-twitter"
              label={t.twitter}
              maxLength={500}
              placeholder="https://x.com/yourname"
              dir="ltr"
              inputMode="url"
              {...bind('twitter')}
            />
          </div>
          <TextAreaField id="profile-bio" label={t.bio} required rows={3} maxLength={2000} dir="auto" {...bind('bio')} />
          <TextAreaField id="profile-about" label={t.about} rows={5} maxLength={2000} dir="auto" {...bind('about')} />
          <div className="form-actions">
            <SubmitButton busy={busy} busyLabel={t.saving}>
              {t.saveChanges}
            </SubmitButton>
            <Link className="button button--ghost" to={areaLink('profile')}>
              {t.cancel}
            </Link>
          </div>
        </form>
        <aside className="panel panel--accent area-aside" aria-labelledby="profile-help-title">
          <h2 id="profile-help-title">{t.whyWeAsk}</h2>
          <p>{t.whyWeAskText}</p>
          <p className="muted">{t.requiredNote}</p>
        </aside>
      </div>
    </AreaLayout>
  );
}
