// The fields several forms ask for, each written once: a full name (sign-up, profile, and the contact form's
// name), an e-mail address (sign-in, sign-up, password reset, contact) and a new password with its
// confirmation (sign-up, change password). Each form gives the ids, labels and what ties them to its state
// (`useForm`'s `bind`); a prop given here wins over the field's own (sign-in's address fills as a username).
import type { ComponentProps } from 'react';
import { InputField } from '../Field.tsx';

type FieldProps = ComponentProps<typeof InputField>;
type Bound = Pick<FieldProps, 'name' | 'value' | 'onChange' | 'error'>;

/** At most 255 characters, as the API keeps a name. */
export const FullNameField = (props: FieldProps) => <InputField autoComplete="name" required maxLength={255} {...props} />;

/** At most 254 characters, the longest an address can be. */
export const EmailField = (props: FieldProps) => <InputField type="email" autoComplete="email" required maxLength={254} {...props} />;

/** The new password, with the rule it must meet, and the same typed again (fields password and password2). */
export function NewPasswordFields({
  id,
  labels,
  hint,
  bind,
}: {
  id: string;
  labels: readonly [password: string, confirmation: string];
  hint: string;
  bind: (name: 'password' | 'password2') => Bound;
}) {
  return (
    <>
      <InputField id={id} label={labels[0]} type="password" autoComplete="new-password" required hint={hint} {...bind('password')} />
      <InputField id={`${id}2`} label={labels[1]} type="password" autoComplete="new-password" required {...bind('password2')} />
    </>
  );
}
