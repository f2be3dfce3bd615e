// The state every island's form keeps, written once: the values of its controls, the problem shown under each
// field, a message for the whole form, whether a request is under way, and moving focus to the first problem.
import { useEffect, useRef, useState } from 'react';

type Problems<Field extends string> = Partial<Record<Field, string>>;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useForm<Values extends Record<string, string>, Field extends string = Extract<keyof Values, string>>(
  initial: Values | (() => Values),
) {
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // What was typed into the pre-rendered form before React took it over (seconds on a slow phone) stays: React
  // leaves the controls as they are while hydrating, and would write the empty state back on its next render.
  useEffect(() => {
    const controls = [...(formRef.current?.elements ?? [])].filter(
      (element): element is Control =>
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement,
    );
    const typed = controls.filter((control) => control.name in values && control.type !== 'file' && control.value !== values[control.name]);
    if (typed.length) setValues((v) => ({ ...v, ...Object.fromEntries(typed.map((control) => [control.name, control.value])) }));
  }, []);

  /** An onChange handler that copies the control's value into `field` and takes away the problem shown under it. */
  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setProblems((p) => (p[field as unknown as Field] ? { ...p, [field]: undefined } : p));
  };
  /** What ties a control to `name`: its name, value, change handler and the problem shown under it. */
  const bind = <Name extends keyof Values & Field>(name: Name) => ({ name, value: values[name], onChange: change(name), error: problems[name] });
  /** Moves focus to the control named `field`. */
  const focus = (field: string) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  /** Moves focus to the first control, in `order`, that has a problem in `found`. */
  const focusFirst = (found: Partial<Record<string, string | undefined>>, order: readonly string[]) => {
    const first = order.find((field) => found[field]);
    if (first) focus(first);
  };

  return { values, setValues, change, bind, problems, setProblems, failure, setFailure, busy, setBusy, formRef, focus, focusFirst };
}
