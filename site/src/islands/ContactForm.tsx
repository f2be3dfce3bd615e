// The contact form (SPEC.md: name, email, message, all required). It posts to the API's POST contact/, or to
// PUBLIC_CONTACT_URL when the site is set up with an external form service. Without script the form still
// posts to the same address.
import { useRef, useState, type FormEvent } from 'react';
import { apiMessages } from '@fitout/shared';

type Errors = Partial<Record<'name' | 'email' | 'message' | 'form', string>>;
type Props = { action: string };

const fields = ['name', 'email', 'message'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(data: FormData): Errors {
  const errors: Errors = {};
  for (const field of fields) if (!String(data.get(field) ?? '').trim()) errors[field] = apiMessages.required;
  const email = String(data.get('email') ?? '').trim();
  if (email && !EMAIL.test(email)) errors.email = apiMessages.invalidEmail;
  return errors;
}

/** The server's field errors (`{"field": ["message"]}`) or its detail. */
function serverErrors(body: unknown): Errors {
  if (!body || typeof body !== 'object') return { form: 'Your message could not be sent. Please try again.' };
  const record = body as Record<string, unknown>;
  const errors: Errors = {};
  for (const field of fields) {
    const value = record[field];
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  if (typeof record.detail === 'string') errors.form = record.detail;
  return Object.keys(errors).length ? errors : { form: 'Your message could not be sent. Please try again.' };
}

export default function ContactForm({ action }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = validate(data);
    setErrors(found);
    setSent(null);
    if (Object.keys(found).length) {
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
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
        setErrors(serverErrors(body));
      } else {
        setSent(body && typeof body.detail === 'string' ? body.detail : apiMessages.contactReceived);
        form.reset();
      }
    } catch {
      setErrors({ form: 'Your message could not be sent. Check your connection and try again.' });
    } finally {
      setSending(false);
      requestAnimationFrame(() => statusRef.current?.focus());
    }
  }

  const describedBy = (field: keyof Errors) => (errors[field] ? `contact-${field}-error` : undefined);

  return (
    <form ref={formRef} className="form" method="post" action={action} noValidate onSubmit={submit} aria-label="Contact form">
      <div ref={statusRef} tabIndex={-1} className="form-status">
        {sent && (
          <p className="notice notice--success" role="status">
            {sent}
          </p>
        )}
        {errors.form && (
          <p className="notice notice--error" role="alert">
            {errors.form}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="contact-name">Name</label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          required
          maxLength={255}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {errors.name && (
          <span className="field-error" id="contact-name-error">
            {errors.name}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="contact-email">Email</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {errors.email && (
          <span className="field-error" id="contact-email-error">
            {errors.email}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={5000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        {errors.message && (
          <span className="field-error" id="contact-message-error">
            {errors.message}
          </span>
        )}
      </div>
      <div>
        <button className="button" type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
