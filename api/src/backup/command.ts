// What `npm run backup` and `npm run restore` (scripts/) share: the settings, the paths they are given, and how a
// failure ends them (one clear line and exit code 1; a stack only for what nobody foresaw).
import { resolve } from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { DataDirError } from '../data-dir.ts';
import { BackupError } from './archive.ts';

/** The settings as the API reads them; no JWT secret is needed, so none is generated into DATA_DIR. */
export const commandConfig = (): Config => loadConfig(process.env, { jwtSecret: 'not used by backup and restore' });

/** A path as the operator typed it: relative to where they ran npm (npm itself runs scripts from the root). */
export const givenPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Runs the command; exits 0 when it succeeded, 1 with its message when it did not. */
export async function runCommand(main: () => Promise<void>): Promise<never> {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.problems.join('\n'));
    else if (error instanceof BackupError || error instanceof DataDirError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}
