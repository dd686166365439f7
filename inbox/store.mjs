// @ts-check
// Append-only JSON-lines storage. Each message is one line written by a single append (O_APPEND) and
// fsynced before the caller hears "stored"; writes run one after another, so concurrent messages never
// interleave. A crash can at worst leave the last line cut short: readers skip it and the next append
// starts on a fresh line, so no earlier message is ever damaged.
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** @typedef {import('./validate.mjs').ContactMessage & { id: string, receivedAt: string }} StoredMessage */

const NEWLINE = 0x0a;

/**
 * @param {string} file
 */
export function createStore(file) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  return {
    file,
    /**
     * Resolves once the line is on disk.
     * @param {StoredMessage} message
     * @returns {Promise<void>}
     */
    append(message) {
      const line = `${JSON.stringify(message)}\n`;
      const write = queue.then(() => appendLine(file, line));
      // A failed write (disk full) must not stop the ones queued after it.
      queue = write.catch(() => {});
      return write;
    },
    /** Resolves when every queued write has finished. */
    async idle() {
      await queue;
    },
  };
}

/**
 * @param {string} file
 * @param {string} line
 */
async function appendLine(file, line) {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a+');
  let size;
  try {
    ({ size } = await handle.stat());
    let text = line;
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== NEWLINE) text = `\n${line}`;
    }
    const bytes = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
      written += bytesWritten;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (size === 0) await syncDirectory(dirname(file));
}

/**
 * A new file only survives a power cut once its directory entry is on disk too.
 * @param {string} dir
 */
async function syncDirectory(dir) {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some systems (Windows) cannot open or sync a directory; the file's own fsync is the best they offer.
  }
}

/**
 * @param {unknown} value
 * @returns {value is StoredMessage}
 */
function isStoredMessage(value) {
  if (value === null || typeof value !== 'object') return false;
  const record = /** @type {Record<string, unknown>} */ (value);
  return ['id', 'receivedAt', 'name', 'firstname', 'email', 'message'].every((key) => typeof record[key] === 'string');
}

/**
 * Every complete message in file order, and how many damaged lines (a write cut short by a crash) were skipped.
 * @param {string} file
 * @returns {Promise<{ messages: StoredMessage[], skipped: number }>}
 */
export async function readMessages(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return { messages: [], skipped: 0 };
    throw error;
  }
  /** @type {StoredMessage[]} */
  const messages = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    if (isStoredMessage(value)) messages.push(value);
    else skipped += 1;
  }
  return { messages, skipped };
}

/**
 * Newest first; messages received in the same millisecond keep their reverse file order.
 * @param {StoredMessage[]} messages
 */
export function newestFirst(messages) {
  return messages
    .map((message, index) => ({ message, index }))
    .sort((a, b) => b.message.receivedAt.localeCompare(a.message.receivedAt) || b.index - a.index)
    .map(({ message }) => message);
}
