// The bare server the API is compared with: node:http answering every request with the bytes it was given, in a
// process of its own as the API is. The runner sends `{ body (base64), contentType }` and waits for `ready`.
import { createServer } from 'node:http';

let body = Buffer.alloc(0);
let contentType = 'text/plain';

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
});

process.on('message', (message: { body: string; contentType: string }) => {
  body = Buffer.from(message.body, 'base64');
  contentType = message.contentType;
  process.send?.('ready');
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
