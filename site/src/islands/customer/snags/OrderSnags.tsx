// Snags after handover on the customer's order page (issue 25), shown once the order is completed: each snag with its
// photos, its state and staff's fix (note and photo); a fixed one is confirmed or reopened with a reason; while the
// warranty runs, a form reports a new one (room, description, up to five photos).
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, call } from '@fitout/shared/client';
import { firstRefusal } from '../refusal.ts';
import { COMPANY_TIME_ZONE, MAX_SNAG_PHOTOS, messages, SNAG_PHOTOS_FIELD, dateTimeFormat } from '@fitout/shared';
import type { Snag, SnagList } from '@fitout/shared/contract';
import { snags } from '../../session/calls.ts';
import { formatDate, type Lang } from '../../../i18n/ui.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { FormNotice } from '../../Field.tsx';
import FilePicker from '../../FilePicker.tsx';
import { splitServerErrors } from '../../account/rules.ts';
import { sayIn } from '../../../i18n/forms.ts';
import SubmitButton from '../../SubmitButton.tsx';
import PhotoStrip from '../PhotoStrip.tsx';
import { snagWords } from './words.ts';
import './snags.css';

/** A day (YYYY-MM-DD) in the page's language. */
const longDay = (day: string, lang: Lang) =>
  dateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * A completed order's snags, drawn with `first` (the order page's read of them, with the order) where there is one;
 * else read here. A report or an answer to a fix reads anew.
 */
export default function OrderSnags({
  slug,
  lang,
  completed,
  first = null,
}: {
  slug: string;
  lang: Lang;
  completed: boolean;
  first?: SnagList | null;
}) {
  const w = snagWords(lang);
  const [list, setList] = useState<SnagList | null>(first);
  const load = useCallback(
    () =>
      call(api, snags.list, { params: { slug } })
        .then(setList)
        .catch(() => setList(null)),
    [slug],
  );
  useEffect(() => {
    if (completed && !first) void load();
  }, [completed, first, load]);

  if (!completed || !list || list.warranty_until === null) return null;
  const until = longDay(list.warranty_until, lang);
  return (
    <section className="panel snags" id="snags" aria-labelledby="snags-title">
      <h2 id="snags-title">{w.title}</h2>
      <p className="snags__lead">{list.can_report ? w.lead(until) : w.over(until)}</p>
      {list.snags.length === 0 ? (
        <p className="empty">{w.none}</p>
      ) : (
        <ul className="snags__list" aria-label={w.title}>
          {list.snags.map((snag) => (
            <SnagItem key={snag.id} slug={slug} snag={snag} lang={lang} onChanged={load} />
          ))}
        </ul>
      )}
      {list.can_report && <ReportForm slug={slug} lang={lang} onReported={load} />}
    </section>
  );
}

function SnagItem({ slug, snag, lang, onChanged }: { slug: string; snag: Snag; lang: Lang; onChanged: () => Promise<void> }) {
  const w = snagWords(lang);
  const [reopening, setReopening] = useState(false);
  const [why, setWhy] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function answer(kind: 'confirm' | 'reopen') {
    setBusy(true);
    setError(null);
    try {
      if (kind === 'confirm') await call(api, snags.confirm, { params: { slug, id: snag.id } });
      else await call(api, snags.reopen, { params: { slug, id: snag.id }, body: { note: why } });
      notify.success(kind === 'confirm' ? w.confirmed : w.reopened);
      await onChanged();
    } catch (failure) {
      setError(await firstRefusal(failure, lang));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`snag snag--${snag.status}`} data-snag={snag.id} data-status={snag.status}>
      <p className="snag__head">
        <strong dir="auto">{snag.room}</strong>
        <span className={`tag${snag.status === 'fixed' ? ' tag--due' : snag.status === 'closed' ? ' tag--paid' : ''}`}>
          {w.statuses[snag.status]}
        </span>
      </p>
      <p className="snag__text" dir="auto">
        {snag.description}
      </p>
      <PhotoStrip photos={snag.photos} alt={(n) => w.photoOf(n, snag.room)} sizes="8rem" className="snags__photos" />
      <p className="muted snag__meta">
        {w.reportedOn(formatDate(lang, snag.reported_at, COMPANY_TIME_ZONE))}
        {snag.reopened > 0 ? ` · ${w.reopenedCount(snag.reopened)}` : ''}
      </p>
      {snag.fixed_at && (
        <div className="snag__fix">
          <p className="snag__fix-title">{w.fixedNote}</p>
          {snag.fix_note && (
            <p dir="auto" className="snag__text">
              {snag.fix_note}
            </p>
          )}
          <PhotoStrip photos={snag.fix_photos} alt={() => w.fixPhoto(snag.room)} sizes="8rem" className="snags__photos" />
        </div>
      )}
      {snag.status === 'fixed' && !reopening && (
        <p className="snag__actions">
          <button className="button" type="button" disabled={busy} onClick={() => void answer('confirm')}>
            {w.confirm}
          </button>
          <button className="button button--ghost" type="button" disabled={busy} onClick={() => setReopening(true)}>
            {w.reopen}
          </button>
        </p>
      )}
      {reopening && (
        <form
          className="snag__reopen"
          onSubmit={(event) => {
            event.preventDefault();
            void answer('reopen');
          }}
        >
          <div className="field">
            <label htmlFor={`reopen-${snag.id}`}>{w.reopenWhy}</label>
            <textarea id={`reopen-${snag.id}`} rows={2} value={why} dir="auto" maxLength={1000} onChange={(event) => setWhy(event.target.value)} />
          </div>
          <p className="snag__actions">
            <button className="button" type="submit" disabled={busy}>
              {w.reopenSend}
            </button>
          </p>
        </form>
      )}
      {error && <FormNotice kind="error">{error}</FormNotice>}
    </li>
  );
}

type ReportField = 'room' | 'description' | 'photos';

/** What the device checks before sending (issue 37): each problem beside its field, in the page's language. */
function reportProblems(room: string, description: string, lang: Lang): Partial<Record<ReportField, string>> {
  const w = snagWords(lang);
  return {
    ...(room.trim() ? {} : { room: w.roomRequired }),
    ...(description.trim() ? {} : { description: w.descriptionRequired }),
  };
}

function ReportForm({ slug, lang, onReported }: { slug: string; lang: Lang; onReported: () => Promise<void> }) {
  const w = snagWords(lang);
  const [room, setRoom] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Partial<Record<ReportField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirst(found: Partial<Record<ReportField, string>>) {
    const first = (['room', 'description', 'photos'] as const).find((field) => found[field]);
    if (first) document.getElementById(`snag-${first}`)?.focus();
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = reportProblems(room, description, lang);
    setProblems(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    const body = new FormData();
    body.set('room', room);
    body.set('description', description);
    for (const photo of photos) body.append(SNAG_PHOTOS_FIELD, photo, photo.name);
    try {
      await call(api, snags.report, { params: { slug }, body });
      notify.success(w.reported);
      setRoom('');
      setDescription('');
      setPhotos([]);
      // The file input keeps its files until the form is reset: the picker shows none again.
      formRef.current?.reset();
      await onReported();
    } catch (failure) {
      const split = await splitServerErrors(
        (failure as ApiError).response?.data,
        ['room', 'description', 'photos'] as const,
        messages.somethingWrong,
        sayIn(lang),
        lang,
      );
      setProblems(split.fields);
      if (split.other.length) setError(split.other.join(' '));
      else if (!Object.keys(split.fields).length) setError(await firstRefusal(failure, lang));
      focusFirst(split.fields);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="snags__report" onSubmit={(event) => void send(event)} noValidate>
      <h3>{w.report}</h3>
      <div className="field">
        <label htmlFor="snag-room">{w.room}</label>
        <input
          id="snag-room"
          value={room}
          maxLength={100}
          placeholder={w.roomHint}
          dir="auto"
          aria-invalid={problems.room ? true : undefined}
          aria-describedby={problems.room ? 'snag-room-error' : undefined}
          onChange={(event) => {
            setRoom(event.target.value);
            setProblems((p) => ({ ...p, room: undefined }));
          }}
        />
        {problems.room && (
          <span className="field-error" id="snag-room-error">
            {problems.room}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="snag-description">{w.description}</label>
        <textarea
          id="snag-description"
          rows={3}
          value={description}
          maxLength={2000}
          dir="auto"
          aria-invalid={problems.description ? true : undefined}
          aria-describedby={problems.description ? 'snag-description-error' : undefined}
          onChange={(event) => {
            setDescription(event.target.value);
            setProblems((p) => ({ ...p, description: undefined }));
          }}
        />
        {problems.description && (
          <span className="field-error" id="snag-description-error">
            {problems.description}
          </span>
        )}
      </div>
      <FilePicker
        id="snag-photos"
        label={w.photos}
        choose={w.choosePhotos}
        none={w.noPhotos}
        chosenText={(files) => w.photosChosen(files.length)}
        files={photos}
        accept="image/jpeg,image/png,image/webp"
        multiple
        hint={w.photosHint}
        error={problems.photos}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          setPhotos(picked.slice(0, MAX_SNAG_PHOTOS));
          setProblems((p) => ({ ...p, photos: undefined }));
        }}
      />
      {error && <FormNotice kind="error">{error}</FormNotice>}
      <p>
        <SubmitButton busy={busy} busyLabel={w.sending}>
          {w.send}
        </SubmitButton>
      </p>
    </form>
  );
}
