// `npm run restore -- <file> [--replace]`: the archive's database and media into the ones the settings name, which
// must be empty unless --replace is given. Every checksum is checked first; a bad archive, the wrong BACKUP_KEY or a
// target that is not empty ends it with a clear message and exit code 1, the target as it was.
// Embedded → PostgreSQL: `npm run backup -- data.tar.gz`, then `DATABASE_URL=postgres://… npm run restore -- data.tar.gz`.
import { parseArgs } from 'node:util';
import { BackupError } from '../api/src/backup/archive.ts';
import { commandConfig, givenPath, runCommand } from '../api/src/backup/command.ts';
import { restoreBackup } from '../api/src/backup/restore.ts';
import { type Database, openDatabase } from '../api/src/db/index.ts';

const USAGE = 'Usage: npm run restore -- <file> [--replace]';

await runCommand(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = commandConfig();
  let database: Database | null = null;
  try {
    await restoreBackup({
      file: givenPath(positionals[0]),
      key: config.backup.key,
      replace: values.replace ?? false,
      config,
      openTarget: async () => (database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })),
      progress: (line) => console.log(line),
    });
    console.log(`restored into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`}`);
  } finally {
    await (database as Database | null)?.close();
  }
});
