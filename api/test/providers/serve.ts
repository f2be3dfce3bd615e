// What every provider stand-in (paymob.ts, fawry.ts) does over HTTP alike: read a request's body (as JSON), answer JSON, and
// serve as a process of its own that start.ts can start and stop.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request's body as JSON (any: a stand-in reads the provider's documented fields off whatever was sent); undefined
 * when it is not JSON, which JSON.parse itself never gives.
 */
export async function readJson(request: IncomingMessage): Promise<any> {
  try {
    return JSON.parse(await readBody(request));
  } catch {
    return undefined;
  }
}

export function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Serves `handle` at 127.0.0.1 on PORT (0: any free port) and says where on stdout (`listening N`, which start.ts
 * waits for); a request whose handling throws is answered 500 with the error; SIGTERM closes the server and the process.
 */
export function serveStandIn(handle: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<unknown>) {
  const server = createServer(async (request, response) => {
    try {
      await handle(request, response, new URL(request.url ?? '/', 'http://stand-in'));
    } catch (error) {
      json(response, 500, { detail: String(error) });
    }
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
