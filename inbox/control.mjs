// @ts-check
// Test-only endpoints (served only when the inbox starts with `control: true` / INBOX_CONTROL=1), so that
// end-to-end tests can flip the test switch and read what arrived without restarting the inbox:
//   GET  /__inbox/state     → { mode, held, file }
//   PUT  /__inbox/mode      { "mode": "accept" | "fail" | "hold" } → { mode }   (leaving hold releases)
//   POST /__inbox/release   → { released }   held answers go on as the current mode says
//   GET  /__inbox/messages  → { messages (newest first), skipped }
import { readBody } from './body.mjs';
import { newestFirst, readMessages } from './store.mjs';
import { parseJsonBody } from './validate.mjs';

export const CONTROL_PREFIX = '/__inbox/';

/**
 * @typedef {(status: number, body?: unknown, headers?: Record<string, string>) => void} Send
 * @typedef {{ testSwitch: ReturnType<typeof import('./test-switch.mjs').createTestSwitch>, store: ReturnType<typeof import('./store.mjs').createStore> }} Parts
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} path
 * @param {Send} send
 * @param {Parts} parts
 */
export async function handleControl(req, path, send, { testSwitch, store }) {
  switch (`${req.method} ${path}`) {
    case 'GET /__inbox/state':
      return send(200, { mode: testSwitch.mode, held: testSwitch.held, file: store.file });
    case 'PUT /__inbox/mode': {
      const bytes = await readBody(req, 1024).catch(() => null);
      if (!bytes)
        return send(400, { error: 'Send {"mode": "accept" | "fail" | "hold"} as a small JSON body.', field: 'body' });
      const parsed = parseJsonBody(bytes);
      const body =
        parsed.ok && parsed.value !== null && typeof parsed.value === 'object'
          ? /** @type {Record<string, unknown>} */ (parsed.value)
          : {};
      try {
        testSwitch.setMode(body.mode);
      } catch (error) {
        return send(400, { error: /** @type {Error} */ (error).message, field: 'mode' });
      }
      return send(200, { mode: testSwitch.mode });
    }
    case 'POST /__inbox/release':
      return send(200, { released: testSwitch.release() });
    case 'GET /__inbox/messages': {
      await store.idle();
      const { messages, skipped } = await readMessages(store.file);
      return send(200, { messages: newestFirst(messages), skipped });
    }
    default:
      return send(404, { error: `Unknown test endpoint ${req.method} ${path}.` });
  }
}
