import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/index.ts';
import { mailOutbox } from '../db/schema.ts';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Something that can insert rows: the database or a transaction on it. */
type Writer = Pick<Db, 'insert'>;

const MAX_ATTEMPTS = 12;
/** How long a claimed message is left alone before another worker may try it. */
const LEASE_SECONDS = 120;

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
  private readonly from: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(options: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; dataDir: string; from: string }) {
    this.db = options.db;
    this.log = options.log;
    this.from = options.from;
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport(options.smtpUrl);
      this.fileDir = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.fileDir = join(options.dataDir, 'outbox');
    }
  }

  /** Queue a message; pass the transaction when the mail reports a change made in it. */
  async enqueue(mail: Mail, writer: Writer = this.db) {
    await writer.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    if (writer === this.db) this.kick();
  }

  /** Start the worker: an immediate pass, then one every `intervalMs`. */
  start(intervalMs = 5_000) {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
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
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    this.transport.close();
  }

  /** Claim the messages that are due, send each, and record the outcome. */
  async deliverDue() {
    const claimed = await this.db.execute<{ id: number; to: string; subject: string; text: string; html: string | null; attempts: number }>(sql`
      update mail_outbox set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from mail_outbox
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now()
        order by id limit 20 for update skip locked
      )
      returning id, "to", subject, text, html, attempts`);
    const rows = (claimed as unknown as { rows?: unknown[] }).rows ?? (claimed as unknown as unknown[]);
    for (const [index, row] of (rows as { id: number; to: string; subject: string; text: string; html: string | null; attempts: number }[]).entries()) {
      // Closing: the message being sent is finished, the rest are handed back at once rather than after the lease.
      if (this.stopped) {
        const rest = (rows as { id: number }[]).slice(index).map((r) => r.id);
        await this.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(inArray(mailOutbox.id, rest));
        break;
      }
      try {
        const info = await this.transport.sendMail({ from: this.from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
        if (this.fileDir) {
          await mkdir(this.fileDir, { recursive: true });
          await writeFile(join(this.fileDir, `${row.id}.eml`), (info as unknown as { message: Buffer }).message);
          this.log.info({ to: row.to, subject: row.subject, links: row.text.match(/https?:\/\/\S+/g) ?? [] }, 'mail written to outbox folder');
        }
        await this.db.update(mailOutbox).set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        const delaySeconds = Math.min(2 ** attempts * 5, 3600);
        this.log.warn({ err: error, to: row.to, attempts }, 'mail delivery failed; will retry');
        await this.db
          .update(mailOutbox)
          .set({ attempts, lastError: String((error as Error).message ?? error).slice(0, 500), nextAttemptAt: new Date(Date.now() + delaySeconds * 1000) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
  }
}
