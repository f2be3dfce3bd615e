// `npm run backup -- <file>`: one archive of the database and the media the settings name (DATABASE_URL or the
// embedded database in DATA_DIR; DATA_DIR/media or MEDIA_S3_*), encrypted when BACKUP_KEY is set.
// `npm run backup -- --new-key` prints a new key for BACKUP_KEY. api/src/backup/ does the work.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BackupError, newKey } from '../api/src/backup/archive.ts';
import { createBackup } from '../api/src/backup/backup.ts';
import { commandConfig, givenPath, runCommand } from '../api/src/backup/command.ts';
import { recordRun } from '../api/src/backup/runs.ts';
import { DataDirError } from '../api/src/data-dir.ts';
import { openDatabase } from '../api/src/db/index.ts';

const USAGE = 'Usage: npm run backup -- <file>   (or --new-key: print a new key for BACKUP_KEY)';

await runCommand(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'new-key': { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  if (values['new-key']) return console.log(await newKey());
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const file = givenPath(positionals[0]);
  if (existsSync(file)) throw new BackupError(`${file} exists already: give the backup a new name.`);

  const config = commandConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error) => {
    if (error instanceof DataDirError && !config.databaseUrl) {
      throw new DataDirError(`${error.message} A running API on the embedded database backs itself up instead: set BACKUP_INTERVAL.`);
    }
    throw error;
  });
  const startedAt = new Date();
  try {
    const result = await createBackup({ database, config, file, key: config.backup.key, progress: (line) => console.log(line) });
    await recordRun(database.db, { trigger: 'command', startedAt, location: file, sizeBytes: result.size, error: null });
  } catch (error) {
    await recordRun(database.db, { trigger: 'command', startedAt, location: null, sizeBytes: null, error: (error as Error).message }).catch(() => {});
    throw error;
  } finally {
    await database.close();
  }
});
