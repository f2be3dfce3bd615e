import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/index.ts';
import { Outbox } from '../mail/outbox.ts';
import { MediaStore } from '../media/store.ts';
import type { Publisher } from '../publish/publisher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    media: MediaStore;
    outbox: Outbox;
    publisher: Publisher;
  }
}

/** The services every route uses, decorated once; the database closes with the app. */
export default fp(
  async function context(app: FastifyInstance, opts: { config: Config; database: Database; publisher: Publisher }) {
    app.decorate('config', opts.config);
    app.decorate('db', opts.database.db);
    app.decorate('media', new MediaStore(join(opts.config.dataDir, 'media'), opts.config.publicUrl));
    app.decorate(
      'outbox',
      new Outbox({
        db: opts.database.db,
        log: app.log,
        smtpUrl: opts.config.smtpUrl,
        dataDir: opts.config.dataDir,
        from: opts.config.mailFrom,
        digestMs: opts.config.notificationDigestMs,
      }),
    );
    app.decorate('publisher', opts.publisher);
    app.addHook('onClose', async () => {
      await app.outbox.stop();
      await opts.database.close();
    });
  },
  { name: 'context' },
);
