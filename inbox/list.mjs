#!/usr/bin/env node
// @ts-check
// `npm run inbox`: lists the messages the local inbox stored, newest first.
// Usage: npm run inbox [-- --json] [-- --file path/to/messages.jsonl]   (INBOX_FILE also sets the file)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatInbox } from './format.mjs';
import { inboxOptionsFromEnv } from './options.mjs';
import { newestFirst, readMessages } from './store.mjs';

/**
 * @param {{ file: string, json?: boolean }} options
 * @returns {Promise<string>}
 */
export async function renderInbox({ file, json = false }) {
  const path = resolve(file);
  const { messages, skipped } = await readMessages(path);
  return json ? JSON.stringify(newestFirst(messages), null, 2) : formatInbox({ file: path, messages, skipped });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { values } = parseArgs({ options: { json: { type: 'boolean' }, file: { type: 'string' } } });
    const file = values.file ?? inboxOptionsFromEnv(process.env).file;
    console.log(await renderInbox({ file, json: values.json }));
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exitCode = 1;
  }
}
