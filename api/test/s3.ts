// An S3-compatible server inside the test process (s3rver), keeping its objects in a temporary folder. Start it,
// then start the app with `startTestApp({}, server.env)`; stop() plays a store that is down, start() brings it back
// with the same objects, close() removes everything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account; it checks request signatures against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export class TestS3Server {
  readonly bucket: string;
  readonly directory: string;
  port: number;
  private server: S3rver | null = null;
  /** For the tests' own look at the bucket; made once the port is known. */
  private client: S3Client | null = null;

  private constructor(bucket: string, directory: string, port: number) {
    this.bucket = bucket;
    this.directory = directory;
    this.port = port;
  }

  /** Listens on 127.0.0.1 (a free port unless given), with `bucket` made and empty. */
  static async start(options: { bucket?: string; port?: number } = {}): Promise<TestS3Server> {
    const self = new TestS3Server(options.bucket ?? 'fitout-media', mkdtempSync(join(tmpdir(), 'fitout-s3-')), options.port ?? 0);
    await self.start();
    return self;
  }

  /** Starts (again) on the same port and folder: objects written before a stop() are still there. */
  async start() {
    const server = new S3rver({
      address: '127.0.0.1',
      port: this.port,
      directory: this.directory,
      silent: true,
      configureBuckets: [{ name: this.bucket, configs: [] }],
    });
    this.port = (await server.run()).port;
    this.server = server;
    this.client ??= new S3Client({ endpoint: this.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: CREDENTIALS });
  }

  /** The server goes away; its objects stay in the folder. */
  async stop() {
    await this.server?.close();
    this.server = null;
  }

  get endpoint() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where the bucket's objects are read over plain HTTP (s3rver answers anonymous reads). */
  get bucketUrl() {
    return `${this.endpoint}/${this.bucket}`;
  }

  /** The app's settings for this bucket. */
  get env(): Record<string, string> {
    return {
      MEDIA_S3_BUCKET: this.bucket,
      MEDIA_S3_ENDPOINT: this.endpoint,
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
  }

  /** The keys of every object in the bucket (under `prefix`), sorted. */
  async objects(prefix = ''): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client!.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.NextContinuationToken;
    } while (token);
    return keys.sort();
  }

  async close() {
    await this.stop();
    this.client?.destroy();
    rmSync(this.directory, { recursive: true, force: true });
  }
}
