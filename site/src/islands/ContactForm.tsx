// The contact form (SPEC.md: name, email, message, all required). It posts to the API's POST contact/, or to
// PUBLIC_CONTACT_URL when the site is set up with an external form service. Without script the form still
// posts to the same address.
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from './useForm.ts';
import { apiMessages, CONTACT_LIMITS } from '@fitout/shared';
import { FormNotice, TextAreaField } from './Field.tsx';
import SubmitButton from './SubmitButton.tsx';
import { EmailField, FullNameField } from './account/AccountFields.tsx';
import { refusalRegistry } from './refusals.ts';
import { formWords, say, type FormWords, type Lang } from '../i18n/forms.ts';

type Errors = Partial<Record<'name' | 'email' | 'message' | 'form', string>>;
type Props = { action: string; lang?: Lang };

const fields = ['name', 'email', 'message'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(data: FormData, lang: Lang): Errors {
  const errors: Errors = {};
  for (const field of fields) if (!String(data.get(field) ?? '').trim()) errors[field] = say(lang, apiMessages.required);
  const email = String(data.get('email') ?? '').trim();
  if (email && !EMAIL.test(email)) errors.email = say(lang, apiMessages.invalidEmail);
  return errors;
}

/** The server's field errors (`{"field": ["message"]}`) or its refusal, in the page's language by their codes. */
async function serverErrors(body: unknown, lang: Lang, t: FormWords): Promise<Errors> {
  const registry = body && typeof body === 'object' ? await refusalRegistry() : null;
  if (!registry) return { form: t.contactFailed };
  if (typeof (body as { detail?: unknown }).detail === 'string') return { form: registry.refusalWords(body, lang) };
  const worded = registry.fieldRefusals(body, lang);
  const errors: Errors = {};
  for (const field of fields) if (worded[field]?.[0]) errors[field] = worded[field][0];
  return Object.keys(errors).length ? errors : { form: t.contactFailed };
}

export default function ContactForm({ action, lang = 'en' }: Props) {
  const t = formWords(lang);
  // The controls keep their own values (the form posts without script too): the hook holds the rest.
  const {
    problems: errors,
    setProblems: setErrors,
    busy: sending,
    setBusy: setSending,
    formRef,
    focusFirst,
  } = useForm<Record<never, string>, keyof Errors>({});
  const [sent, setSent] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = validate(data, lang);
    setErrors(found);
    setSent(null);
    if (Object.keys(found).length) {
      focusFirst(found, Object.keys(found));
      return;
    }
    setSending(true);
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams([...data.entries()].map(([k, v]) => [k, String(v).trim()])),
      });
      const body = await response.json().catch(() => null);
      if (!response.ok) {
        setErrors(await serverErrors(body, lang, t));
      } else {
        setSent(say(lang, apiMessages.contactReceived));
        form.reset();
      }
    } catch {
      setErrors({ form: t.contactOffline });
    } finally {
      setSending(false);
      requestAnimationFrame(() => statusRef.current?.focus());
    }
  }

  return (
    <form ref={formRef} className="form" method="post" action={action} noValidate onSubmit={submit} aria-label={t.contactForm}>
      <div ref={statusRef} tabIndex={-1} className="form-status">
        {sent && <FormNotice kind="success">{sent}</FormNotice>}
        {errors.form && <FormNotice kind="error">{errors.form}</FormNotice>}
      </div>
      <FullNameField id="contact-name" label={t.name} name="name" requiredMark={false} maxLength={CONTACT_LIMITS.name} error={errors.name} />
      <EmailField id="contact-email" label={t.email} name="email" requiredMark={false} error={errors.email} />
      <TextAreaField
        id="contact-message"
        label={t.message}
        name="message"
        required
        requiredMark={false}
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        error={errors.message}
      />
      <div>
        <SubmitButton busy={sending} busyLabel={t.sending}>
          {t.sendMessage}
        </SubmitButton>
      </div>
    </form>
  );
}
