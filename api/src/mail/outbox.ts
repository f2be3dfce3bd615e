import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { inArray, sql, type SQL } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/index.ts';
import { type MailAttachment, mailOutbox } from '../db/schema.ts';
import { composeMail } from './compose.ts';
import type { Mail } from './mail.ts';

type Row = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  attachments: MailAttachment[];
  /** Absent on a row of a test's making; null on a mail nobody may turn off. */
  listUnsubscribe?: string | null;
  attempts: number;
};
type Outgoing = Pick<Row, 'to' | 'subject' | 'text' | 'html' | 'replyTo' | 'attachments' | 'listUnsubscribe'>;

/** Something that can insert rows: the database or a transaction on it. */
type Writer = Pick<Db, 'insert'>;

const MAX_ATTEMPTS = 12;
/** How long a claimed message is left alone before another worker may try it. */
const LEASE_SECONDS = 120;
/** Account mails sent per pass. */
const BATCH = 20;
/** Notifications claimed per pass; any more wait for the next digest. */
const DIGEST_MAX = 500;
/**
 * While notifications are gathered into digests, they are claimed at most this often: their claim reads every one
 * still waiting, and a flood of orders (each kicks a pass) would otherwise run it back to back, slower as the
 * waiting pile grows. A digest waits a minute anyway; a recipient's first notification leaves within this time (or
 * within NOTIFICATION_DIGEST_MS, when shorter).
 */
const NOTIFICATION_PASS_MS = 1_000;

/**
 * Mail goes into the mail_outbox table (in the same transaction as the change it reports) and a worker
 * hands it to the mail server, retrying with back-off: a mail server that is down loses nothing and fails
 * no request. Without SMTP_URL each message is written to `<dataDir>/outbox/<id>.eml` instead.
 */
export class Outbox {
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  private readonly transport: Transporter;
  private readonly fileDir: string | null;
  /** Without SMTP_URL, where each mail written is told of in one line; none in production (its links are secrets). */
  private readonly announce: ((line: string) => void) | null;
  private readonly from: string;
  /** A recipient gets at most one notification mail in this time; what piles up meanwhile goes as one digest. */
  private readonly digestMs: number;
  /** When notifications were last claimed, and the pass asked for once NOTIFICATION_PASS_MS has gone by. */
  private notifiedAt = 0;
  private notifyLater: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(options: {
    db: Db;
    log: FastifyBaseLogger;
    smtpUrl?: string;
    dataDir: string;
    from: string;
    digestMs?: number;
    announce?: (line: string) => void;
  }) {
    this.db = options.db;
    this.log = options.log;
    this.from = options.from;
    this.digestMs = options.digestMs ?? 60_000;
    if (options.smtpUrl) {
      // One connection kept open and reused, message after message, rather than a new one (and its TLS handshake) for each.
      this.transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 1 });
      this.fileDir = null;
      this.announce = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.fileDir = join(options.dataDir, 'outbox');
      this.announce = options.announce ?? null;
    }
  }

  /** Queue a message; pass the transaction when the mail reports a change made in it. */
  async enqueue(mail: Mail, writer: Writer = this.db) {
    await writer.insert(mailOutbox).values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
      kind: mail.kind,
      attachments: mail.attachments ?? [],
      listUnsubscribe: mail.listUnsubscribe,
    });
    if (writer === this.db) this.kick();
  }

  /** One delivery pass, or the end of the one under way (the scheduler's `mail` job: scheduler/jobs.ts). */
  async pass() {
    this.kick();
    await this.idle();
  }

  /** Ask for a delivery pass soon (after a commit that queued mail). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error) => this.log.error({ err: error }, 'mail delivery pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Wait for the current delivery pass, if any (tests and shutdown). */
  async idle() {
    while (this.running) await this.running;
  }

  async stop() {
    this.stopped = true;
    if (this.notifyLater) clearTimeout(this.notifyLater);
    this.notifyLater = null;
    await this.idle();
    this.transport.close();
  }

  /**
   * Claim the messages that are due, send them, and record the outcome. Account mail goes first, so a reset
   * link never waits behind a burst of order notifications; then each recipient's due notifications go as
   * one mail, unless that recipient had one less than a minute (digestMs) ago: those wait for the minute to end.
   */
  async deliverDue() {
    const accounts = await this.claim(sql`due.kind = 'account'`, BATCH);
    await this.sendEach(accounts.map((row) => ({ mail: row, rows: [row] })));
    if (this.stopped) return;
    // A full batch leaves more waiting: the next pass follows at once, not at the next look (MAIL_EVERY_MS).
    if (accounts.length === BATCH) this.again = true;
    const wait = this.notifiedAt + Math.min(NOTIFICATION_PASS_MS, this.digestMs) - Date.now();
    if (this.digestMs > 0 && wait > 0) {
      this.notifyLater ??= setTimeout(() => {
        this.notifyLater = null;
        this.kick();
      }, wait);
      this.notifyLater.unref();
      return;
    }
    this.notifiedAt = Date.now();
    const notifications = await this.claim(
      sql`due.kind = 'notification' and not exists (
        select 1 from mail_outbox recent
        where recent.kind = 'notification' and recent."to" = due."to" and recent.sent_at > now() - make_interval(secs => ${this.digestMs / 1000}))`,
      DIGEST_MAX,
    );
    await this.sendEach([...Map.groupBy(notifications, (row) => row.to).values()].map((rows) => ({ mail: digest(rows), rows })));
  }

  /** Sends each mail in turn; once closing, the one being sent is finished and the rest handed back at once, not after the lease. */
  private async sendEach(mails: { mail: Outgoing; rows: Row[] }[]) {
    for (const [index, { mail, rows }] of mails.entries()) {
      if (this.stopped) {
        const rest = mails.slice(index).flatMap((m) => m.rows.map((row) => row.id));
        await this.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(inArray(mailOutbox.id, rest));
        return;
      }
      await this.send(mail, rows);
    }
  }

  /** Lease up to `limit` due messages matching `which` (rows of `due`), oldest first. */
  private async claim(which: SQL, limit: number): Promise<Row[]> {
    const claimed = await this.db.execute<Row>(sql`
      update mail_outbox set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from mail_outbox due
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now() and ${which}
        order by id limit ${limit} for update skip locked
      )
      returning id, "to", subject, text, html, reply_to as "replyTo", attachments, list_unsubscribe as "listUnsubscribe", attempts`);
    const rows = ((claimed as unknown as { rows?: Row[] }).rows ?? (claimed as unknown as Row[])) as Row[];
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Send one mail on behalf of `rows` (one message, or a digest of several) and record the outcome on each. */
  private async send(mail: Outgoing, rows: Row[]) {
    const ids = rows.map((row) => row.id);
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        // RFC 8058: a mail client's own unsubscribe button posts List-Unsubscribe=One-Click to the address.
        ...(mail.listUnsubscribe
          ? { headers: { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
          : {}),
      });
      if (this.fileDir) {
        await mkdir(this.fileDir, { recursive: true });
        const file = join(this.fileDir, `${ids[0]}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        // The log keeps no link: an activation or reset link is a password for whoever reads it.
        this.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox folder');
        this.announce?.(mailLine(mail));
      }
      // The database's clock, which the digest rule compares with.
      await this.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(inArray(mailOutbox.id, ids));
    } catch (error) {
      const attempts = Math.max(...rows.map((row) => row.attempts)) + 1;
      const delaySeconds = Math.min(2 ** attempts * 5, 3600);
      this.log.warn({ err: error, to: mail.to, attempts }, 'mail delivery failed; will retry');
      await this.db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + delaySeconds * 1000),
        })
        .where(inArray(mailOutbox.id, ids));
    }
  }
}

/** One line telling of a mail written to the outbox folder: `mail to a@b.c: "Subject" http://… http://…`. */
function mailLine(mail: Pick<Outgoing, 'to' | 'subject' | 'text'>): string {
  const links = [...new Set(mail.text.match(/https?:\/\/\S+/g))];
  return [`mail to ${mail.to}: ${JSON.stringify(mail.subject)}`, ...links].join(' ');
}

/**
 * One mail for a recipient's due notifications: a single one as it is, several as a digest quoting each in full
 * (answering it goes to the one customer it is about, if only one).
 */
export function digest(rows: Row[]): Outgoing {
  if (rows.length === 1) return rows[0];
  const rule = '-'.repeat(8);
  // A customer who reads Arabic gets Arabic mails: their digest speaks it too.
  const arabic = rows.every((row) => ARABIC.test(row.subject));
  const subject = arabic ? `${rows.length} إشعارات جديدة` : `${rows.length} new notifications`;
  const intro = arabic
    ? `${rows.length} إشعارات منذ آخر رسالة، الأقدم أولًا، كل منها كاملًا:`
    : `${rows.length} notifications since the last mail, oldest first, each in full:`;
  const nth = (index: number) => (arabic ? `${index + 1} من ${rows.length}` : `${index + 1} of ${rows.length}`);
  const replyTo = new Set(rows.map((row) => row.replyTo)).size === 1 ? rows[0].replyTo : null;
  const html = composeMail({
    to: rows[0].to,
    subject,
    language: arabic ? 'ar' : 'en',
    blocks: [intro, ...rows.flatMap((row, index) => [`${nth(index)}: ${row.subject}`, row.text])],
  }).html as string;
  return {
    to: rows[0].to,
    subject,
    text: [intro, ...rows.flatMap((row, index) => ['', `${rule} ${nth(index)}: ${row.subject} ${rule}`, '', row.text])].join('\n'),
    html,
    replyTo,
    attachments: rows.flatMap((row) => row.attachments),
    // One address for the whole digest only when every mail in it named the same one (one customer, one kind).
    listUnsubscribe: new Set(rows.map((row) => row.listUnsubscribe ?? null)).size === 1 ? (rows[0].listUnsubscribe ?? null) : null,
  };
}

const ARABIC = /[\u0600-\u06ff]/;
