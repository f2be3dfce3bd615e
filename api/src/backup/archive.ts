// The archive file: a tar stream (tar-stream) of the table files, the media files and the manifest, compressed with
// gzip, and with BACKUP_KEY encrypted with age (age-encryption: to a generated X25519 key, or scrypt from a
// passphrase; then authenticated ChaCha20-Poly1305 chunks), so that a wrong key or an altered byte is refused rather than read. Both directions
// stream: an archive of any size never sits in memory.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Duplex, Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import tar from 'tar-stream';
import { MANIFEST_NAME, type Manifest, type ManifestFile, manifestSchema, tableFile } from './manifest.ts';

/** A backup or restore that cannot go on, for a reason the operator can act on: the message says which and why. */
export class BackupError extends Error {}

/** How an age file begins (age-encryption.org/v1); a gzip stream begins with 1f 8b. */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1');

/** Hashes what passes through, and counts bytes and lines. */
class Measure extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  lines = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error: null, chunk: Buffer) => void) {
    this.hash.update(chunk);
    this.size += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) this.lines++;
    done(null, chunk);
  }
}

/** A generated age key (`npm run backup -- --new-key`), as against a passphrase. */
export const isAgeIdentity = (key: string) => key.startsWith('AGE-SECRET-KEY-');

/** A new age key for BACKUP_KEY: X25519, which the age command line reads too (`age -d -i`). */
export const newKey = () => generateX25519Identity();

/**
 * A Duplex that age-encrypts what is written to it: to a generated key's recipient (fast), or with a passphrase
 * (scrypt, deliberately seconds of CPU for each archive written or read).
 */
async function encryptWith(key: string): Promise<Duplex> {
  const encrypter = new Encrypter();
  if (isAgeIdentity(key)) encrypter.addRecipient(await identityToRecipient(key));
  else encrypter.setPassphrase(key);
  const plain = new TransformStream<Uint8Array, Uint8Array>();
  const encrypted = await encrypter.encrypt(plain.readable);
  return Duplex.fromWeb({ readable: encrypted, writable: plain.writable } as never);
}

/**
 * Writes an archive to `<file>.partial` and renames it to `file` once whole, so a backup that fails never leaves a
 * file that looks like one. Entries are added one at a time; the manifest goes last, with every entry's checksum.
 */
export class ArchiveWriter {
  readonly file: string;
  private readonly partial: string;
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private readonly files: ManifestFile[] = [];
  private readonly mtime = new Date();

  private constructor(file: string, streams: (Duplex | Writable)[]) {
    this.file = file;
    this.partial = `${file}.partial`;
    this.written = pipeline([this.pack, ...streams, createWriteStream(this.partial, { mode: 0o600 })] as never);
    // A failure shows in add() or finish(); this keeps it from being unhandled meanwhile.
    this.written.catch(() => {});
  }

  static async create(file: string, key: string | undefined): Promise<ArchiveWriter> {
    await mkdir(dirname(file), { recursive: true });
    const streams: Duplex[] = [createGzip()];
    if (key) streams.push(await encryptWith(key));
    return new ArchiveWriter(file, streams);
  }

  /** Adds one file of `size` bytes read from `source`; resolves once it is in the archive. */
  async add(name: string, size: number, source: Readable): Promise<ManifestFile> {
    const measure = new Measure();
    const entry = this.pack.entry({ name, size, mode: 0o600, mtime: this.mtime });
    await Promise.race([pipeline(source, measure, entry), this.written.then(() => Promise.reject(new Error('the archive closed early')))]);
    if (measure.size !== size) throw new Error(`${name}: ${measure.size} bytes read, ${size} expected`);
    const file = { name, size, sha256: measure.hash.digest('hex') };
    this.files.push(file);
    return file;
  }

  /** Writes the manifest (with every file added) and completes the archive; answers its size in bytes. */
  async finish(manifest: Omit<Manifest, 'files'>): Promise<number> {
    const body = Buffer.from(`${JSON.stringify({ ...manifest, files: this.files }, null, 1)}\n`);
    this.pack.entry({ name: MANIFEST_NAME, size: body.length, mode: 0o600, mtime: this.mtime }, body);
    this.pack.finalize();
    await this.written;
    await rename(this.partial, this.file);
    return (await stat(this.file)).size;
  }

  /** Stops writing and removes what was written. */
  async abort() {
    this.pack.destroy();
    await this.written.catch(() => {});
    await rm(this.partial, { force: true });
  }
}

/** What the archive holds, checked: its manifest, and its files extracted under `dir` by their names. */
export type CheckedArchive = { manifest: Manifest; dir: string; encrypted: boolean; size: number };

/** An entry's name as the writer makes them; anything else (an absolute path, `..`, a link) is not ours. */
function safeName(name: string): boolean {
  if (name === MANIFEST_NAME) return true;
  if (!/^(database|media)\//.test(name) || name.includes('\\') || name.includes('\0')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** Why reading failed, said for the operator. */
function unreadable(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const message = (error as Error).message ?? String(error);
  if ((error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR' || /unexpected end/i.test(message)) {
    return new BackupError('The archive is incomplete: it ends too early (was its copy cut short?). Nothing was restored.');
  }
  return new BackupError(`The archive is damaged or was altered (${message}). Nothing was restored.`);
}

/**
 * Reads the whole archive into `dir` and checks it: that it opens with `key`, that it is complete, that every file
 * the manifest lists is there with its size and SHA-256, that there is nothing else, and that each table file has
 * the manifest's row count. Throws a BackupError that says what is wrong; writes nothing outside `dir`.
 */
export async function readArchive(file: string, key: string | undefined, dir: string): Promise<CheckedArchive> {
  const size = await stat(file).then(
    (s) => s.size,
    () => {
      throw new BackupError(`There is no archive at ${file}.`);
    },
  );
  const head = Buffer.alloc(AGE_MAGIC.length);
  const handle = await open(file, 'r');
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const encrypted = bytesRead === head.length && head.equals(AGE_MAGIC);
  if (!encrypted && !(bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b)) {
    throw new BackupError(`${file} is not a backup archive (it is neither a gzip nor an age file).`);
  }

  let source: Readable = createReadStream(file);
  if (encrypted) {
    if (!key) throw new BackupError('The archive is encrypted: set BACKUP_KEY to the key it was made with. Nothing was restored.');
    const decrypter = new Decrypter();
    if (isAgeIdentity(key)) decrypter.addIdentity(key);
    else decrypter.addPassphrase(key);
    try {
      source = Readable.fromWeb((await decrypter.decrypt(Readable.toWeb(source) as never)) as never);
    } catch (error) {
      source.destroy();
      if (/no identity matched/.test((error as Error).message)) {
        throw new BackupError('BACKUP_KEY does not open this archive: it was encrypted with another key. Nothing was restored.');
      }
      throw unreadable(error);
    }
  }

  const extract = tar.extract();
  const reading = pipeline(source, createGunzip(), extract);
  reading.catch(() => {});
  // An archive cut short fails the read inside an entry, and the entry then neither ends nor fails: each read of one
  // is raced against the read of the whole, or a restore of a truncated copy would wait for ever.
  const readFails = reading.then(() => new Promise<never>(() => {}));
  readFails.catch(() => {});
  const found = new Map<string, { size: number; sha256: string; lines: number }>();
  let manifestText: string | null = null;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !safeName(name) || found.has(name) || manifestText !== null) {
        entry.resume();
        throw new BackupError(`The archive was altered: it holds an entry no backup writes (${JSON.stringify(name)}). Nothing was restored.`);
      }
      if (name === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        await Promise.race([
          (async () => {
            for await (const chunk of entry) chunks.push(chunk as Buffer);
          })(),
          readFails,
        ]);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const measure = new Measure();
      const target = join(dir, name);
      await mkdir(dirname(target), { recursive: true });
      await Promise.race([pipeline(entry, measure, createWriteStream(target, { mode: 0o600 })), readFails]);
      found.set(name, { size: measure.size, sha256: measure.hash.digest('hex'), lines: measure.lines });
    }
    await reading;
  } catch (error) {
    throw unreadable(error);
  }

  if (manifestText === null) throw new BackupError('The archive is incomplete: it has no manifest (was its copy cut short?). Nothing was restored.');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new BackupError('The archive is damaged or was altered: its manifest cannot be read. Nothing was restored.');
  }
  for (const listed of manifest.files) {
    const got = found.get(listed.name);
    if (!got) throw new BackupError(`The archive is incomplete: ${listed.name} is missing. Nothing was restored.`);
    if (got.size !== listed.size || got.sha256 !== listed.sha256) {
      throw new BackupError(`The archive is damaged or was altered: ${listed.name} does not match its checksum. Nothing was restored.`);
    }
  }
  const listed = new Set(manifest.files.map((f) => f.name));
  const extra = [...found.keys()].find((name) => !listed.has(name));
  if (extra) throw new BackupError(`The archive was altered: ${extra} is not in its manifest. Nothing was restored.`);
  for (const table of manifest.database.tables) {
    if (found.get(tableFile(table.name))?.lines !== table.rows) {
      throw new BackupError(`The archive is damaged or was altered: the table ${table.name} should hold ${table.rows} rows. Nothing was restored.`);
    }
  }
  return { manifest, dir, encrypted, size };
}
