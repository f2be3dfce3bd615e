import { type ReactNode, type Ref, useState } from 'react';
import { storedDarkMode } from '../theme/darkMode.ts';
import { directionOf, storedLocale } from '../i18n/locale.ts';
import './door.css';

// The console's doors, where nobody is signed in (its login page and the page an invitation mail links to): plain
// elements and a style sheet of their own (door.css) in the console's colours and react-admin's look (its <Login>
// card, filled inputs, alerts and toasts), so that they load without Material UI, the router or react-admin.

/** Material's icons, as the console's MUI icons draw them (24 by 24), with the text's colour. */
const paths = {
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
  key: 'M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3',
  shown:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  hidden:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  groupAdd:
    'M22 9V7h-2v2h-2v2h2v2h2v-2h2V9zM8 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 1c-2.67 0-8 1.34-8 4v3h16v-3c0-2.66-5.33-4-8-4m4.51-8.95C13.43 5.11 14 6.49 14 8s-.57 2.89-1.49 3.95C14.47 11.7 16 10.04 16 8s-1.53-3.7-3.49-3.95m4.02 9.78C17.42 14.66 18 15.7 18 17v3h2v-3c0-1.45-1.59-2.51-3.47-3.17',
};

export function DoorIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="door-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

/**
 * The filled field of the console's forms (react-admin's TextInput): its label floats up once it is focused or filled,
 * and a refusal's words take the place of its help.
 */
export function DoorField(props: {
  /** The form it belongs to, which names its id (`login-email`). */
  form: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  error?: string;
  help?: string;
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange: () => void;
}) {
  const id = `${props.form}-${props.name}`;
  return (
    <div className={`door-field ra-input ra-input-${props.name}`} data-error={props.error ? '' : undefined}>
      <div className="door-input">
        {/* The placeholder (a space) tells the style sheet whether the field is empty: the label sits in it until then. */}
        <input
          id={id}
          name={props.name}
          type={props.type}
          autoComplete={props.autoComplete}
          placeholder=" "
          required
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${id}-helper-text`}
          ref={props.inputRef}
          onChange={props.onChange}
        />
        <label htmlFor={id}>
          {props.label}
          <span aria-hidden="true"> *</span>
        </label>
        {props.end}
      </div>
      <p id={`${id}-helper-text`} className="door-helper">
        {props.error ?? props.help ?? '\u200b'}
      </p>
    </div>
  );
}

/**
 * A door form's field errors, and for each field the props DoorField takes from them: its id's form, its name, its
 * error, and the change that clears that error.
 */
export function useDoorErrors<Name extends string>(form: string) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const field = (name: Name) => ({
    form,
    name,
    error: errors[name],
    onChange: () => errors[name] && setErrors((all) => ({ ...all, [name]: undefined })),
  });
  return { setErrors, field };
}

/** An alert in the card: a refusal (error), a link that no longer works (warning), or a step done (success). */
export function DoorAlert({ severity, children }: { severity: 'error' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <div className="door-alert" data-severity={severity} role={severity === 'success' ? 'status' : 'alert'}>
      <DoorIcon name={severity} />
      <div>{children}</div>
    </div>
  );
}

/** A step's button that sends its form, turning to a spinner while the answer is awaited. */
export function DoorSubmit({ pending, label, icon }: { pending: boolean; label: string; icon?: keyof typeof paths }) {
  return (
    <button type="submit" className="door-button door-contained" disabled={pending}>
      {pending ? <span className="door-spinner" aria-hidden="true" /> : icon ? <DoorIcon name={icon} /> : null}
      {label}
    </button>
  );
}

/**
 * A door: one card on the brand's gradient, in the theme and direction the browser stored (react-admin is not loaded
 * here), its badge and title above what the page asks.
 */
export function Door(props: { icon: keyof typeof paths; title: string; subtitle?: string; children: ReactNode; after?: ReactNode }) {
  return (
    <main className="door" dir={directionOf(storedLocale())} data-mode={storedDarkMode() ? 'dark' : 'light'}>
      <div className="door-card">
        <div className="door-badge">
          <DoorIcon name={props.icon} />
        </div>
        <div className="door-head">
          <h1>{props.title}</h1>
          {props.subtitle ? <p className="door-muted">{props.subtitle}</p> : null}
        </div>
        {props.children}
      </div>
      {props.after}
    </main>
  );
}
