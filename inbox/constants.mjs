// @ts-check
// The inbox's fixed numbers and names, in one place (issue 9: "A local contact inbox").

/** The one path the contact form posts to (DECISIONS.md "Contact form"; src/lib/spec-constants.ts CONTACT_PATH). */
export const ENDPOINT = '/api/send-email-app';

/** Largest request body accepted, in bytes (issue 9: "body at most 16 KB"). */
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
