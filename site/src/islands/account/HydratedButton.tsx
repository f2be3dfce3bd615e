import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './useHydrated.ts';

/**
 * A form's button, disabled in the pre-rendered HTML and until React has taken over the form, so that a form sent
 * before hydration never goes out as a plain GET with a password in the address. The button keeps that state itself:
 * taking over draws the button again, not the whole form around it (a second draw of the sign-up form was its page's
 * longest task after the first paint, issue 37).
 */
export default function HydratedButton({ disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button {...props} disabled={!hydrated || disabled} />;
}
