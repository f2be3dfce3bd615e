// `node site/scripts/render-process.ts --out <dir>` with API_URL and an IPC channel: the publisher's renderer, started
// by renderer.ts (@fitout/site/renderer), its only caller. It builds the whole site into <dir> and says { type: 'built' }, then
// stays: each { type: 'regenerate', id, records } reads again the records named ("package:12"; null: the whole
// catalogue), renders again the pages changed since into <dir> and is answered { type: 'regenerated', id, ...what
// changed } or { type: 'failed', id, error }. It ends when its parent goes.
import { parseArgs } from 'node:util';
import type { ChangedRecord } from '@fitout/shared/publishing';
import { PageRenderer } from './page-renderer.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';

const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
if (!values.out || !process.send) {
  console.error('usage: node site/scripts/render-process.ts --out <dir>, started with an IPC channel (child_process.fork)');
  process.exit(2);
}
const send = (message: object) => process.send?.(message);

const renderer = new PageRenderer();
try {
  const built = await renderer.build(values.out);
  send({ type: 'built', ...built });
} catch (error) {
  console.error(error);
  process.exit(1);
}

// One pass at a time, in the order asked (the publisher asks for one at a time anyway).
let queue = Promise.resolve();
process.on('message', (message: { type?: string; id?: number; records?: ChangedRecord[] | null }) => {
  if (message?.type !== 'regenerate') return;
  queue = queue.then(async () => {
    try {
      send({ type: 'regenerated', id: message.id, ...(await renderer.regenerate(message.records ?? null)) });
    } catch (error) {
      console.error(error);
      send({ type: 'failed', id: message.id, error: (error as Error).message });
    }
  });
});
process.on('disconnect', () => process.exit(0));
