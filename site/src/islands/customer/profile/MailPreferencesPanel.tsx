// The profile's Mail panel (issues 25 and 37): the language of the customer's mails, and each kind of mail they may
// turn off, as a switch; both save on change and say so beside them ("Saved: …"), not only in a passing toast.
import { useEffect, useState } from 'react';
import { call } from '@fitout/shared/client';
import { mailKinds, mailLanguageChoices, type MailLanguageChoice, type MailPreferenceKind } from '@fitout/shared';
import { api } from '../../session/session.ts';
import { accounts, mailPreferences } from '../../session/calls.ts';
import { useProfile } from '../ProfileContext.ts';
import { profileWords } from './words.ts';
import { notify } from '../../toasts/toasts.tsx';
import { useAreaLang } from '../lang.ts';
import { kindLabel, mailWords } from '../mailWords.ts';

type Choices = Record<MailPreferenceKind, boolean>;

export default function MailPreferencesPanel() {
  const { lang } = useAreaLang();
  const w = mailWords(lang);
  const p = profileWords(lang);
  const { profile, setProfile } = useProfile();
  const [choices, setChoices] = useState<Choices | null>(null);
  const [saving, setSaving] = useState<MailPreferenceKind | 'language' | null>(null);
  /** What the last change saved, said beside the controls until the next one. */
  const [saved, setSaved] = useState<string | null>(null);
  // The choice shows at once (as the switches do), the saved one once the API answered; back if it failed.
  const [choosing, setChoosing] = useState<MailLanguageChoice | null>(null);
  const mailLanguage = choosing ?? profile.mail_language ?? 'pages';

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
    setSaved(null);
    setChoices({ ...choices, [kind]: on });
    try {
      setChoices(await call(api, mailPreferences.update, { body: { [kind]: on } }));
      setSaved(w.saved(kindLabel(kind, lang), on));
    } catch {
      setChoices(choices);
      notify.error(w.notSaved);
    } finally {
      setSaving(null);
    }
  }

  async function chooseLanguage(choice: MailLanguageChoice) {
    setSaving('language');
    setSaved(null);
    setChoosing(choice);
    const body = new FormData();
    body.set('mail_language', choice);
    try {
      const answer = await call(api, accounts.updateProfile, { params: { user_id: profile.user.id }, body });
      setProfile(answer);
      setSaved(p.mailLanguageSaved(choice, answer.language));
    } catch {
      notify.error(w.notSaved);
    } finally {
      setChoosing(null);
      setSaving(null);
    }
  }

  return (
    <section className="panel mail-choices" aria-labelledby="mail-title">
      <h2 id="mail-title">{w.title}</h2>
      <fieldset className="mail-language">
        <legend>{p.mailLanguage}</legend>
        <p className="muted">{p.mailLanguageIntro}</p>
        <ul className="mail-choices__list">
          {mailLanguageChoices.map((choice) => (
            <li key={choice}>
              <label className="mail-language__choice">
                <input
                  type="radio"
                  name="mail-language"
                  value={choice}
                  checked={mailLanguage === choice}
                  disabled={saving !== null}
                  onChange={() => void chooseLanguage(choice)}
                />
                <span>{p.mailLanguageChoice(choice, profile.language)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
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
      <p className="saved-note" role="status" hidden={!saved}>
        {saved}
      </p>
    </section>
  );
}
