// The bare server the API is compared with: node:http answering every request with the bytes the API answered for
// the same call (its status, headers and body), in a process of its own as the API is, so that the client reads as
// much from each. The runner sends `{ status, headers, body (base64) }` and waits for `ready`.
import { createServer } from 'node:http';

type Answer = { status: number; headers: Record<string, string>; body: string };

let status = 200;
let headers: Record<string, string> = {};
let body = Buffer.alloc(0);

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(status, headers);
    response.end(body);
  });
});

process.on('message', (message: Answer) => {
  status = message.status;
  headers = message.headers;
  body = Buffer.from(message.body, 'base64');
  process.send?.('ready');
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
