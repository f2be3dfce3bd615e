// An SMTP server inside the test process: it keeps every message it receives, decoded enough to read
// (headers, quoted-printable or base64 bodies, multipart/alternative), and lets a test wait for the next
// message to an address. Start it, then start the app with `{smtpUrl: server.url}`.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  /** Envelope recipients, lower case. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  raw: string;
};

type Waiter = { to: string; resolve: (mail: ReceivedMail) => void };

export class TestSmtpServer {
  readonly port: number;
  readonly messages: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private readonly taken = new Set<ReceivedMail>();
  private waiters: Waiter[] = [];

  private constructor(server: SMTPServer, port: number) {
    this.server = server;
    this.port = port;
  }

  /** Listens on 127.0.0.1, on `port` or (0) a free one. No TLS, no authentication. */
  static async start(port = 0): Promise<TestSmtpServer> {
    let self: TestSmtpServer | null = null;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = (session.envelope.rcptTo || []).map((r) => r.address.toLowerCase());
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          self?.receive({ ...parseMessage(Buffer.concat(chunks).toString('utf8')), from, to });
          callback();
        });
      },
    });
    // A client that goes away mid-session (an API process killed by a test) is reported as the server's 'error' event,
    // which unheard would be thrown as an uncaught exception: the client's failure is the test's subject, not this one.
    server.on('error', () => {});
    const actual = await new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
    self = new TestSmtpServer(server, actual);
    return self;
  }

  /** For the app's config: plain SMTP on this port. */
  get url() {
    return smtpUrl(this.port);
  }

  private receive(mail: ReceivedMail) {
    this.messages.push(mail);
    const waiter = this.waiters.find((w) => mail.to.includes(w.to));
    if (waiter) {
      this.waiters = this.waiters.filter((w) => w !== waiter);
      this.taken.add(mail);
      waiter.resolve(mail);
    }
  }

  /** The oldest message to `to` not handed out before, waiting for it if none has come yet. */
  next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const address = to.toLowerCase();
    const waiting = this.messages.find((m) => !this.taken.has(m) && m.to.includes(address));
    if (waiting) {
      this.taken.add(waiting);
      return Promise.resolve(waiting);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        to: address,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /**
   * The mail to `to` with this subject, alone or within a digest of notifications (mail/outbox.ts), waiting for it up
   * to `timeoutMs`; the error names what did come.
   */
  async delivered(to: string, subject: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.to(to).find((m) => m.subject === subject || m.text.includes(`: ${subject} --------`));
      if (mail) return mail;
      if (Date.now() > deadline) {
        throw new Error(
          `no mail "${subject}" to ${to}; got: ${this.to(to)
            .map((m) => m.subject)
            .join(' | ')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Every message to `to` received so far. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;

/**
 * A port nothing listens on right now (to play a mail server that is down, then start one there, or to start an API
 * process on). Taken below Linux's ephemeral range (32768 and up), where the system places the local end of every
 * outgoing connection: a port asked of the system (port 0) comes from that range, and between this probe and the real
 * listen another test's connection to PostgreSQL could take it ("Port … is in use").
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** The first link in a mail's text that starts with `prefix`, parsed. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return new URL(link);
}

// Decoding (mailparser cannot be installed here; nodemailer's output needs only this much).

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

export function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, as in a Subject with non-ASCII characters. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function parseParts(headers: Record<string, string>, body: string): { text: string; html: string | null } {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    let text = '';
    let html: string | null = null;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const inner = splitHeaders(part.replace(/^\n/, ''));
      const decoded = parseParts(inner.headers, inner.body.replace(/\n$/, ''));
      text ||= decoded.text;
      html ??= decoded.html;
    }
    return { text, html };
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: null };
}

function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitHeaders(raw);
  const { text, html } = parseParts(headers, body);
  return { subject: decodeWords(headers.subject ?? ''), text, html, headers, raw };
}
