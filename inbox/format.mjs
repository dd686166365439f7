// @ts-check
// The text `npm run inbox` prints: newest message first, each with when, who and what.
import { newestFirst } from './store.mjs';

/** @typedef {import('./store.mjs').StoredMessage} StoredMessage */

/** @param {string} iso */
function when(iso) {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

/** @param {StoredMessage} message */
function sender(message) {
  const name = [message.firstname, message.name].filter(Boolean).join(' ');
  return name ? `${name} <${message.email}>` : message.email;
}

/** @param {string} text */
function indent(text) {
  return text
    .split(/\r?\n/)
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');
}

/**
 * @param {{ file: string, messages: StoredMessage[], skipped: number }} inbox
 * @returns {string}
 */
export function formatInbox({ file, messages, skipped }) {
  const damaged = skipped
    ? `\n(${skipped} damaged line${skipped === 1 ? '' : 's'} skipped: a write cut short, e.g. by a crash)`
    : '';
  if (messages.length === 0) {
    return `No messages yet in ${file}.${damaged}\nSend the contact form on the site started by \`npm start\` or \`npm run dev\`, then run \`npm run inbox\` again.`;
  }
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}`;
  const entries = newestFirst(messages).map(
    (message) => `${when(message.receivedAt)}  ${sender(message)}\n${indent(message.message)}\n    (id ${message.id})`,
  );
  return `${count} in ${file}, newest first${damaged}\n\n${entries.join('\n\n')}`;
}
