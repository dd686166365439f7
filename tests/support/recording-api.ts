// A stand-in for the contact API: a real HTTP server on 127.0.0.1:TEST_API_PORT (the origin the test build
// posts to, see scripts/build-test-sites.mjs) that records every request and answers as a test tells it.
// It answers CORS preflights the way a real API on another origin would, so the browser's real CORS checks run.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_API_PORT } from './sites';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** `ok`: 200; `error`: 500; `hold`: never answer until `release()` (or `stop()`). */
export type ApiMode = 'ok' | 'error' | 'hold';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

export class RecordingApi {
  /** Every request except CORS preflights, in arrival order. */
  readonly requests: RecordedRequest[] = [];
  /** The CORS preflights (OPTIONS) received. */
  readonly preflights: RecordedRequest[] = [];
  mode: ApiMode = 'ok';
  private held: ServerResponse[] = [];
  private arrivalWaiters: (() => void)[] = [];
  private readonly server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      if (req.method === 'OPTIONS') {
        this.preflights.push(record);
        res.writeHead(204, CORS_HEADERS).end();
        return;
      }
      this.requests.push(record);
      for (const wake of this.arrivalWaiters.splice(0)) wake();
      if (this.mode === 'hold') this.held.push(res);
      else this.answer(res, this.mode === 'ok' ? 200 : 500);
    });
  });

  private readonly port: number;

  constructor(port = TEST_API_PORT) {
    this.port = port;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  get address(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Forgets what was recorded and answers 200 again (answers anything still held first). */
  reset(): void {
    this.release(200);
    this.requests.length = 0;
    this.preflights.length = 0;
    this.mode = 'ok';
  }

  /** Answers every held request with `status`. */
  release(status = 200): void {
    for (const res of this.held.splice(0)) this.answer(res, status);
  }

  /** Resolves once at least `count` requests (preflights excluded) have arrived. */
  async waitForRequests(count: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Expected ${count} request(s) at the recording API, got ${this.requests.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.arrivalWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    this.release(200);
    await new Promise<void>((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  private answer(res: ServerResponse, status: number): void {
    if (res.writableEnded || res.destroyed) return;
    res
      .writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json' })
      .end(JSON.stringify({ ok: status < 300 }));
  }
}
