// The profile's Mail panel (issue 25): each kind of mail a customer may turn off, as a switch that saves on change.
import { useEffect, useState } from 'react';
import { call } from '@fitout/shared/client';
import { mailKinds, type MailPreferenceKind } from '@fitout/shared';
import { api } from '../../session/session.ts';
import { mailPreferences } from '../../session/calls.ts';
import { notify } from '../../toasts/toasts.tsx';
import { useAreaLang } from '../lang.ts';
import { kindLabel, mailWords } from '../mailWords.ts';

type Choices = Record<MailPreferenceKind, boolean>;

export default function MailPreferencesPanel() {
  const { lang } = useAreaLang();
  const w = mailWords(lang);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [saving, setSaving] = useState<MailPreferenceKind | null>(null);

  useEffect(() => {
    let live = true;
    call(api, mailPreferences.get)
      .then((answer) => live && setChoices(answer))
      .catch(() => live && notify.error(w.failed));
    return () => {
      live = false;
    };
  }, [w]);

  async function change(kind: MailPreferenceKind, on: boolean) {
    if (!choices) return;
    setSaving(kind);
    setChoices({ ...choices, [kind]: on });
    try {
      setChoices(await call(api, mailPreferences.update, { body: { [kind]: on } }));
      notify.success(w.saved(kindLabel(kind, lang), on));
    } catch {
      setChoices(choices);
      notify.error(w.notSaved);
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="panel mail-choices" aria-labelledby="mail-title">
      <h2 id="mail-title">{w.title}</h2>
      <p className="muted">{w.intro}</p>
      {choices ? (
        <ul className="mail-choices__list">
          {mailKinds.map((kind) => (
            <li key={kind}>
              <label className="mail-choice">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={choices[kind]}
                  name={`mail-${kind}`}
                  checked={choices[kind]}
                  disabled={saving !== null}
                  onChange={(event) => void change(kind, event.target.checked)}
                />
                <span>{kindLabel(kind, lang)}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" role="status">
          {w.loading}
        </p>
      )}
    </section>
  );
}
