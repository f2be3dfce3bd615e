// Starts a provider's stand-in (paymob.ts, fawry.ts) as its own process and waits for its port.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export type StandIn = { url: string; process: ChildProcess; close: () => Promise<void> };

export function startStandIn(name: 'paymob' | 'fawry', env: Record<string, string>): Promise<StandIn> {
  const child = spawn(process.execPath, [join(import.meta.dirname, `${name}.ts`)], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`${name} stand-in exited (${code}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        process: child,
        close: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
