// @ts-check
// The inbox's fixed numbers and names, in one place. The path it answers is the form's own: CONTACT_PATH in
// src/lib/contact-endpoint.js.

/** Largest request body accepted, in bytes (16 KB). */
export const MAX_BODY_BYTES = 16 * 1024;

/** Loopback only: the inbox is a local stand-in, never reachable from the network. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;

/** Under the git-ignored `inbox-data/` folder (see .gitignore). */
export const DEFAULT_FILE = 'inbox-data/messages.jsonl';

/**
 * How the inbox answers a valid message: `accept` stores it (201), `fail` answers 500 and stores nothing,
 * `hold` keeps the answer back until released, so tests can watch the form's sending state.
 */
export const MODES = /** @type {const} */ (['accept', 'fail', 'hold']);

/** @typedef {typeof MODES[number]} InboxMode */
