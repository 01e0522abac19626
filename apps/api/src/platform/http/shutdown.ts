import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Shutdown (decision 136): from the first close step, a request that still arrives (pipelined or
 * on a keep-alive connection) is answered 503 in the JSON error shape with `Connection: close`;
 * requests already in flight finish, and each connection is closed as soon as it falls idle, so
 * no keep-alive client holds the process open. Fastify's own 503 on closing must be off
 * (`return503OnClosing: false`).
 */
export function installShutdownAnswer(app: FastifyInstance): void {
  let shuttingDown = false;
  const server = app.server as HttpServer;
  // Node's closeIdleConnections leaves a connection that has not sent a request yet (a browser's
  // preconnect, a client that reconnects after an abort): it held the close until the server's
  // header timeout, over a minute (decision 364). Such connections are tracked and destroyed;
  // one that has begun a request leaves the set and is closed as idle after its answer.
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    if (shuttingDown) {
      socket.destroy();
      return;
    }
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request) => {
    unused.delete(request.socket);
  });
  const closeIdle = () => {
    server.closeIdleConnections();
    for (const socket of unused) socket.destroy();
    unused.clear();
  };
  app.addHook('preClose', async () => {
    shuttingDown = true;
    closeIdle();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!shuttingDown) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ success: false, code: 'shutting_down', message: 'The server is shutting down' });
  });
  app.addHook('onResponse', async () => {
    // A connection whose in-flight answer just went out is idle now, unless a request is queued on it.
    if (shuttingDown) setImmediate(closeIdle);
  });
}
