// Starts the local contact inbox (inbox/server.mjs) on a free port with its own temporary data folder.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInbox } from '../../inbox/server.mjs';
import { contactEndpoint } from '../../src/lib/contact-endpoint';

type InboxOptions = NonNullable<Parameters<typeof startInbox>[0]>;

export async function tempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'inbox-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function startTestInbox(file: string, options: Omit<InboxOptions, 'file' | 'port' | 'host'> = {}) {
  const inbox = await startInbox({ ...options, file, port: 0, host: '127.0.0.1' });
  const endpoint = contactEndpoint(inbox.url);
  /** Posts `body` (an object is sent as JSON) to the contact endpoint. */
  async function post(body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  }
  return { ...inbox, endpoint, post };
}

/** The lines of a JSON-lines file (without the empty string after the last newline). */
export async function fileLines(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter((line, index, all) => !(line === '' && index === all.length - 1));
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request fetch cannot make: a chunked body with no Content-Length, sent piece by piece.
 * Resolves with the answer, or rejects when the connection breaks before one arrives.
 */
export function rawRequest(
  url: string,
  { method = 'POST', headers = {}, chunks = [] as Buffer[] } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    let index = 0;
    const writeNext = () => {
      while (index < chunks.length) {
        if (req.destroyed) return;
        if (!req.write(chunks[index++])) return void req.once('drain', writeNext);
      }
      req.end();
    };
    writeNext();
  });
}
