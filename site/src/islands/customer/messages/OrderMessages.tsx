// The order's messages in the customer area (issue 25), phone first: the thread with the team, oldest first, the
// newest page shown and earlier ones a tap away; photos as thumbnails opening full size, PDFs to download; a box to
// write with photos or PDFs attached. Once shown, the team's new messages are marked read (the count in the area's
// navigation follows).
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { call } from '@fitout/shared/client';
import { firstRefusal } from '../refusal.ts';
import type { Message, Thread } from '@fitout/shared/contract';
import { threads } from '../../session/calls.ts';
import { ATTACHMENT_FIELD, formatTime, MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH, numberFormat } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { useUnread } from './unread.ts';
import { FormNotice } from '../../Field.tsx';
import SubmitButton from '../../SubmitButton.tsx';
import { InlineLoading, LoadFailed } from '../PanelState.tsx';
import PhotoStrip from '../PhotoStrip.tsx';
import { messageWords } from './words.ts';
import { afterNextFrame } from '../tasks.ts';
import './messages.css';

// Lucide's paperclip and file-text (ISC licence), drawn inline as the site's icons are.
const PAPERCLIP = ['m16 6-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551'];
const DOCUMENT = ['M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z', 'M14 2v4a2 2 0 0 0 2 2h4', 'M16 13H8', 'M16 17H8', 'M10 9H8'];

function Icon({ paths }: { paths: string[] }) {
  return (
    <svg
      className="icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; thread: Thread };

const sizeOf = (bytes: number, lang: Lang) =>
  numberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    style: 'unit',
    unit: bytes < 1_048_576 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1_048_576 ? bytes / 1024 : bytes / 1_048_576);

/** Cairo's time, as every time on the order (issue 37). */
const timeOf = (iso: string, lang: Lang) => formatTime(iso, lang);

/**
 * The thread, drawn with `first` (the order page's read of it, with the order) where there is one, so that its messages
 * do not come in under a reader already at it; else read here.
 */
export default function OrderMessages({ slug, lang, first = null }: { slug: string; lang: Lang; first?: Thread | null }) {
  const w = messageWords(lang);
  const { refresh: refreshUnread } = useUnread();
  const [state, setState] = useState<State>(first ? { kind: 'loaded', thread: first } : { kind: 'loading' });
  const [older, setOlder] = useState<{ messages: Message[]; hasEarlier: boolean } | null>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    return call(api, threads.thread, { params: { slug } })
      .then((thread) => setState({ kind: 'loaded', thread }))
      .catch(() => setState({ kind: 'failed' }));
  }, [slug]);

  // Read here when the page had no thread to give (its read failed).
  useEffect(() => {
    if (!first) void load();
  }, [first, load]);

  // Shown: the team's messages are read, up to the newest one on screen.
  const thread = state.kind === 'loaded' ? state.thread : null;
  const newest = thread?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!thread || thread.unread === 0 || newest === 0) return;
    call(api, threads.read, { params: { slug }, body: { up_to: newest } })
      .then(refreshUnread)
      .catch(() => {
        // Still unread on the server: the count says so, and the next visit marks it.
      });
  }, [thread, newest, slug, refreshUnread]);

  // A link into the thread (the mail's, or a count's) brings it into view once it is first drawn; not again when a
  // message is sent or earlier ones are shown, where the reader is. Once a frame has shown the messages: moved to in
  // the frame that first drew them, the form below them counted as pushed off the screen (a layout shift of 0.5 on
  // Lighthouse's phone, in one load of two or three, as fast as the messages were drawn).
  const broughtIntoView = useRef(false);
  useEffect(() => {
    if (!thread || broughtIntoView.current) return;
    broughtIntoView.current = true;
    if (window.location.hash === '#messages') afterNextFrame(() => section.current?.scrollIntoView({ block: 'start' }));
  }, [thread]);

  async function showEarlier() {
    const first = (older?.messages ?? thread?.messages ?? [])[0];
    if (!first) return;
    const page = { ...threads.thread, path: `${threads.thread.path}?before=${first.id}` };
    try {
      const earlier = await call(api, page as typeof threads.thread, { params: { slug } });
      setOlder({ messages: [...earlier.messages, ...(older?.messages ?? [])], hasEarlier: earlier.has_earlier });
    } catch (failure) {
      notify.error(await firstRefusal(failure, lang));
    }
  }

  function choose(list: FileList | null) {
    // Copied now: clearing the input below empties its live list.
    const picked = Array.from(list ?? []);
    setFiles((chosen) => [...chosen, ...picked].slice(0, MAX_MESSAGE_FILES));
    if (fileInput.current) fileInput.current.value = '';
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body = new FormData();
    body.set('body', text);
    for (const file of files) body.append(ATTACHMENT_FIELD, file, file.name);
    setSending(true);
    try {
      const sent = await call(api, threads.post, { params: { slug }, body });
      setState((now) =>
        now.kind === 'loaded' ? { kind: 'loaded', thread: { ...now.thread, messages: [...now.thread.messages, sent], unread: 0 } } : now,
      );
      setText('');
      setFiles([]);
      notify.success(w.sent);
    } catch (failure) {
      setError(await firstRefusal(failure, lang));
    } finally {
      setSending(false);
    }
  }

  const shown = [...(older?.messages ?? []), ...(thread?.messages ?? [])];
  const hasEarlier = older ? older.hasEarlier : (thread?.has_earlier ?? false);

  return (
    <section className="panel thread" id="messages" ref={section} aria-labelledby="messages-title">
      <header className="thread__head">
        <h2 id="messages-title">{w.title}</h2>
        {thread && thread.unread > 0 ? <span className="badge">{w.newCount(thread.unread)}</span> : null}
      </header>
      <p className="thread__lead">{w.lead}</p>
      {state.kind === 'loading' && <InlineLoading />}
      {state.kind === 'failed' && <LoadFailed text={w.loadFailed} retry={w.retry} onRetry={() => void load()} />}
      {thread && (
        <>
          {hasEarlier && (
            <p className="thread__earlier">
              <button className="button button--ghost button--small" type="button" onClick={() => void showEarlier()}>
                {w.earlier}
              </button>
            </p>
          )}
          {shown.length === 0 ? (
            <p className="empty thread__empty">{w.empty}</p>
          ) : (
            <ol className="thread__messages" aria-label={w.title}>
              {shown.map((message) => (
                <MessageItem key={message.id} message={message} lang={lang} unread={message.from_staff && message.id > thread.last_read_id} />
              ))}
            </ol>
          )}
        </>
      )}
      <form className="thread__write" onSubmit={(event) => void send(event)} noValidate>
        <div className="field">
          <label htmlFor="message-body">{w.write}</label>
          <textarea
            id="message-body"
            name="body"
            rows={3}
            maxLength={MAX_MESSAGE_LENGTH}
            value={text}
            placeholder={w.placeholder}
            dir="auto"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="thread__files">
          <label className="button button--ghost button--small thread__attach">
            <input
              ref={fileInput}
              className="visually-hidden"
              type="file"
              name={ATTACHMENT_FIELD}
              accept="image/jpeg,image/png,image/webp,application/pdf"
              multiple
              aria-describedby="attach-help"
              onChange={(event) => choose(event.target.files)}
            />
            <Icon paths={PAPERCLIP} /> {w.attach}
          </label>
          <span id="attach-help" className="thread__help">
            {w.attachHelp}
          </span>
          {files.length > 0 && (
            <ul className="thread__chosen">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span dir="auto">{file.name}</span> <span className="muted">{sizeOf(file.size, lang)}</span>
                  <button
                    className="thread__remove"
                    type="button"
                    aria-label={w.remove(file.name)}
                    onClick={() => setFiles((chosen) => chosen.filter((_, at) => at !== index))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {error && <FormNotice kind="error">{error}</FormNotice>}
        <p className="thread__send">
          <SubmitButton busy={sending} busyLabel={w.sending}>
            {w.send}
          </SubmitButton>
        </p>
      </form>
    </section>
  );
}

function MessageItem({ message, lang, unread }: { message: Message; lang: Lang; unread: boolean }) {
  const w = messageWords(lang);
  const who = message.from_staff ? (message.author ? `${message.author} · ${w.team}` : w.team) : w.you;
  const photos = message.attachments.filter((file) => file.kind === 'image');
  const documents = message.attachments.filter((file) => file.kind === 'pdf');
  return (
    <li className={`message ${message.from_staff ? 'message--theirs' : 'message--mine'}${unread ? ' message--unread' : ''}`}>
      <p className="message__meta">
        <strong dir="auto">{who}</strong> <time dateTime={message.created_at}>{timeOf(message.created_at, lang)}</time>
      </p>
      {message.body && (
        <p className="message__body" dir="auto">
          {message.body}
        </p>
      )}
      <PhotoStrip photos={photos} alt={(n) => w.photoOf(n, who)} sizes="(min-width: 40rem) 12rem, 40vw" className="message__photos" />
      {documents.length > 0 && (
        <ul className="message__documents">
          {documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} download={document.name}>
                <Icon paths={DOCUMENT} /> <span dir="auto">{document.name}</span>
              </a>{' '}
              <span className="muted">{sizeOf(document.size, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
