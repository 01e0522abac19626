import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body text ('' when none). */
  text: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
  /** `performance.now()` when the body had arrived, to measure waits between requests. */
  at: number;
}

/** What the handler answers; `json` wins over `text`. */
export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A real HTTP server on 127.0.0.1 with an ephemeral port. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch {
        json = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        text,
        json,
        at: performance.now(),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded))
        .then((reply) => {
          const headers: Record<string, string> = { ...reply.headers };
          let body = reply.text ?? '';
          if (reply.json !== undefined) {
            body = JSON.stringify(reply.json);
            headers['content-type'] ??= 'application/json';
          }
          res.writeHead(reply.status ?? 200, headers);
          res.end(body);
        })
        .catch((error: unknown) => {
          res.writeHead(599, { 'content-type': 'text/plain' });
          res.end(`test handler failed: ${String(error)}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port that refuses connections: a server that was started and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = await startTestServer(() => ({ status: 204 }));
  await server.close();
  return server.url;
}
