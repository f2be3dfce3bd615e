// How a failed start is told: by `npm run api` (server.ts) and `npm start` (scripts/start.ts). Apart from serve.ts,
// so that a start refused for its settings or its data folder says so before the app's modules are loaded.
import { ConfigError } from './config.ts';
import { DataDirError } from './data-dir.ts';

/**
 * A start that failed for a reason the operator can fix gets one line per problem (which setting, which folder,
 * which port); anything else its stack.
 */
export function describeStartFailure(error: unknown): string | unknown {
  if (error instanceof ConfigError) return error.problems.join('\n');
  if (error instanceof DataDirError) return error.message;
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    return `Port ${(error as { port?: number }).port} is in use: stop what runs there, or set PORT.`;
  return error;
}
