// Mail for the journeys: the global set-up runs one SMTP server (api/test/smtp.ts) and mirrors every message it
// receives into E2E_MAIL_DIR as a JSON file; tests, in other processes, read them from there.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail, TestSmtpServer } from '../../api/test/smtp.ts';

export type { ReceivedMail };

/** Copies new messages of `server` into `dir` until the returned function is called. */
export function mirrorMail(server: TestSmtpServer, dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  let written = 0;
  const flush = () => {
    while (written < server.messages.length) {
      const mail = server.messages[written];
      // Whole or not at all: a journey reading the folder meanwhile never parses half a file.
      const file = join(dir, `${String(written).padStart(6, '0')}.json`);
      writeFileSync(`${file}.tmp`, JSON.stringify(mail));
      renameSync(`${file}.tmp`, file);
      written += 1;
    }
  };
  const timer = setInterval(flush, 50);
  return () => {
    clearInterval(timer);
    flush();
  };
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys with `npx playwright test`.');
  return dir;
}

/** Every message received so far whose envelope recipients include `to`. */
export function mailTo(to: string): ReceivedMail[] {
  const dir = mailDir();
  const address = to.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** Waits for a message to `to` that `match` accepts (by default any), and answers the latest such. */
export async function waitForMail(to: string, match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailTo(to).filter(match);
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
