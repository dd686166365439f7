#!/usr/bin/env node
// @ts-check
// Runs the inbox on its own, e.g. as the contact API of end-to-end tests:
//   node inbox/start.mjs [--port 8787] [--file inbox-data/messages.jsonl] [--mode accept|fail|hold] [--control]
// Flags win over INBOX_PORT, INBOX_FILE, INBOX_MODE and INBOX_CONTROL. Stops on SIGINT / SIGTERM.
import { parseArgs } from 'node:util';
import { inboxBanner } from './banner.mjs';
import { inboxOptionsFromEnv } from './options.mjs';
import { startInbox } from './server.mjs';

try {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      file: { type: 'string' },
      mode: { type: 'string' },
      control: { type: 'boolean' },
    },
  });
  const env = { ...process.env };
  if (values.port !== undefined) env.INBOX_PORT = values.port;
  if (values.file !== undefined) env.INBOX_FILE = values.file;
  if (values.mode !== undefined) env.INBOX_MODE = values.mode;
  if (values.control) env.INBOX_CONTROL = '1';
  const { host, port, file, mode, control } = inboxOptionsFromEnv(env);
  const inbox = await startInbox({ host, port, file, mode, control, log: (line) => console.log(`[inbox] ${line}`) });
  console.log(inboxBanner({ url: inbox.url, file: inbox.file, mode, control }));
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      void inbox.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`The inbox could not start: ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
}
