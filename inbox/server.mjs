// @ts-check
// The local contact inbox: answers POST /api/send-email-app the way a careful production API would, and
// appends each accepted message to a JSON-lines file. It refuses bad input with a 4xx and never crashes.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { CONTACT_PATH } from '../src/lib/contact-endpoint.js';
import { BodyTooLargeError, discardRest, readBody } from './body.mjs';
import { DEFAULT_FILE, DEFAULT_HOST, DEFAULT_PORT, MAX_BODY_BYTES } from './constants.mjs';
import { CONTROL_PREFIX, handleControl } from './control.mjs';
import { corsHeaders, preflightHeaders } from './cors.mjs';
import { createStore } from './store.mjs';
import { createTestSwitch } from './test-switch.mjs';
import { isJsonContentType, parseJsonBody, validateMessage } from './validate.mjs';

/**
 * @typedef {object} InboxOptions
 * @property {string} [file] where messages are appended; default inbox-data/messages.jsonl
 * @property {import('./constants.mjs').InboxMode} [mode] the test switch's starting position; default accept
 * @property {boolean} [control] also serve the /__inbox/ test endpoints (control.mjs)
 * @property {(line: string) => void} [log] told about every stored message and unexpected error
 */

/** @typedef {(status: number, body?: unknown, headers?: Record<string, string>) => void} Send */

const ALLOW = 'POST, OPTIONS';

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {Send}
 */
function responder(req, res) {
  return (status, body, headers = {}) => {
    if (res.headersSent || res.destroyed) return;
    const json = body === undefined ? undefined : JSON.stringify(body);
    const type =
      json === undefined
        ? {}
        : { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(json)) };
    res.writeHead(status, { ...corsHeaders(req.headers.origin), 'Cache-Control': 'no-store', ...type, ...headers });
    res.end(req.method === 'HEAD' ? undefined : json);
  };
}

/** @param {InboxOptions} [options] */
export function createInbox({ file = DEFAULT_FILE, mode = 'accept', control = false, log = () => {} } = {}) {
  const store = createStore(resolve(file));
  const testSwitch = createTestSwitch(mode);
  let closing = false;

  /**
   * Answers early without reading the body, then drops the rest of the upload.
   * @param {import('node:http').IncomingMessage} req
   * @param {Send} send
   * @param {number} status
   * @param {string} error
   */
  function refuseUpload(req, send, status, error) {
    send(status, { error, field: 'body' }, { Connection: 'close' });
    discardRest(req);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Send} send
   */
  async function receive(req, res, send) {
    if (!isJsonContentType(req.headers['content-type'])) {
      return refuseUpload(req, send, 415, 'Send the message as JSON, with the header Content-Type: application/json.');
    }
    if (req.headers.expect?.toLowerCase() === '100-continue') res.writeContinue();
    let bytes;
    try {
      bytes = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return refuseUpload(req, send, 413, `The body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
      }
      return; // The client went away mid-body: nobody is left to answer.
    }
    const parsed = parseJsonBody(bytes);
    if (!parsed.ok) return send(400, { error: parsed.error, field: parsed.field });
    const checked = validateMessage(parsed.value);
    if (!checked.ok) return send(400, { error: checked.error, field: checked.field });

    await testSwitch.wait();
    if (closing) return send(503, { error: 'The inbox is shutting down; nothing was stored.' });
    if (testSwitch.mode === 'fail')
      return send(500, { error: 'The inbox is in test mode "fail": nothing was stored.' });

    const message = { id: randomUUID(), receivedAt: new Date().toISOString(), ...checked.value };
    try {
      await store.append(message);
    } catch (error) {
      log(`could not store a message in ${store.file}: ${/** @type {Error} */ (error).message}`);
      return send(500, { error: 'The message could not be stored.' });
    }
    log(
      `new message from ${[message.firstname, message.name].filter(Boolean).join(' ') || 'someone'} <${message.email}>`,
    );
    send(201, { ok: true, id: message.id });
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const send = responder(req, res);
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (control && path.startsWith(CONTROL_PREFIX))
        return await handleControl(req, path, send, { testSwitch, store });
      if (path !== CONTACT_PATH) return send(404, { error: `Nothing here: the inbox answers POST ${CONTACT_PATH}.` });
      if (req.method === 'OPTIONS') return send(204, undefined, { Allow: ALLOW, ...preflightHeaders(req.headers) });
      if (req.method !== 'POST')
        return send(405, { error: `${req.method} is not allowed here: send messages with POST.` }, { Allow: ALLOW });
      return await receive(req, res, send);
    } catch (error) {
      log(`unexpected error: ${/** @type {Error} */ (error)?.stack ?? error}`);
      send(500, { error: 'Unexpected error in the inbox.' });
    }
  }

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, handle);
  // Answer `Expect: 100-continue` uploads ourselves, so a refused one (415, 413) is refused before it is sent.
  server.on('checkContinue', handle);

  return {
    server,
    file: store.file,
    testSwitch,
    /**
     * @param {number} [port] 0 picks a free port
     * @param {string} [host]
     * @returns {Promise<string>} the inbox's origin, e.g. http://127.0.0.1:8787
     */
    listen(port = DEFAULT_PORT, host = DEFAULT_HOST) {
      return new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(port, host, () => {
          server.off('error', fail);
          const address = /** @type {import('node:net').AddressInfo} */ (server.address());
          done(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
        });
      });
    },
    /** Stops listening, answers held requests with 503, and waits for the last write to reach the disk. */
    async close() {
      closing = true;
      testSwitch.release();
      if (server.listening) {
        await new Promise((done) => {
          server.close(() => done(undefined));
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 1000).unref();
        });
      }
      await store.idle();
    },
  };
}

/**
 * Creates the inbox and listens; resolves once it accepts connections.
 * @param {InboxOptions & { port?: number, host?: string }} [options]
 */
export async function startInbox({ port, host, ...options } = {}) {
  const inbox = createInbox(options);
  const url = await inbox.listen(port, host);
  return { ...inbox, url };
}
