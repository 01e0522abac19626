import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.js';

/** A device push (`/api/ingest/*`, decision 185): every few seconds per device, so logged at debug. */
function isDevicePush(request: FastifyRequest): boolean {
  return request.routeOptions.config?.access === 'device';
}

/**
 * The request lines of the server (decision 270). Device pushes are logged at debug, so a server
 * at info does not print one line per push; a push that errors is still an error. In the pretty
 * (terminal) format a request is one line, `request completed GET /url 200 3 ms`, and its
 * `incoming request` line is debug; JSON keeps Fastify's two lines for every other request.
 */
export class CareshopLogController extends LogController {
  constructor(private readonly format: Config['logFormat']) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (this.format === 'pretty' || isDevicePush(request)) {
      request.log.debug({ req: request }, 'incoming request');
      return;
    }
    super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const fields = {
      ...(this.format === 'pretty' ? { req: request } : {}),
      res: reply,
      responseTime: reply.elapsedTime,
    };
    if (isDevicePush(request)) reply.log.debug(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}

interface PrettyLine {
  [key: string]: unknown;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * Readable log lines for a terminal (pino-pretty, decision 270): time, level and message on one
 * line, a request as its method, URL, status and milliseconds; other fields (an error's stack)
 * follow indented, never as JSON.
 */
export function prettyLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return pretty({
    destination,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log: PrettyLine, messageKey: string) => {
      const parts = [String(log[messageKey] ?? '')];
      if (log.req?.method) parts.push(`${log.req.method} ${log.req.url ?? ''}`);
      if (log.res?.statusCode) parts.push(String(log.res.statusCode));
      if (typeof log.responseTime === 'number') parts.push(`${Math.round(log.responseTime)} ms`);
      return parts.join(' ');
    },
  });
}
