// @ts-check
// The inbox's settings from the environment, shared by `npm start`, `npm run dev`, `npm run inbox` and
// `node inbox/start.mjs`:
//   INBOX_PORT     port on 127.0.0.1 (default 8787; 0 picks a free one)
//   INBOX_FILE     the JSON-lines file (default inbox-data/messages.jsonl)
//   INBOX_MODE     the test switch: accept (default), fail or hold
//   INBOX_CONTROL  1 serves the /__inbox/ test endpoints
import { DEFAULT_FILE, DEFAULT_HOST, DEFAULT_PORT } from './constants.mjs';
import { parseMode } from './test-switch.mjs';

/** @typedef {Record<string, string | undefined>} Env */

/**
 * @param {string | undefined} value
 * @returns {number}
 */
function parsePort(value) {
  if (!value?.trim()) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `INBOX_PORT must be a port number from 0 to 65535 (0 picks a free one), not ${JSON.stringify(value)}.`,
    );
  }
  return port;
}

/**
 * Throws a sentence saying what to write instead when a variable is wrong.
 * @param {Env} env
 */
export function inboxOptionsFromEnv(env) {
  return {
    host: DEFAULT_HOST,
    port: parsePort(env.INBOX_PORT),
    /** Only the default port may fall back to a free one: a port asked for by name must be that port. */
    portIsFixed: Boolean(env.INBOX_PORT?.trim()),
    file: env.INBOX_FILE?.trim() || DEFAULT_FILE,
    mode: parseMode(env.INBOX_MODE?.trim() || 'accept'),
    control: env.INBOX_CONTROL === '1' || env.INBOX_CONTROL === 'true',
  };
}
