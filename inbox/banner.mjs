// @ts-check
// What the console says when the inbox starts: where the form posts and where messages go.
import { contactEndpoint } from '../src/lib/contact-endpoint.js';

/**
 * @param {{ url: string, file: string, mode?: string, control?: boolean }} inbox
 * @returns {string}
 */
export function inboxBanner({ url, file, mode = 'accept', control = false }) {
  const lines = [
    `Local contact inbox: ${contactEndpoint(url)}`,
    `  messages are appended to ${file}`,
    '  list them with: npm run inbox',
  ];
  if (mode !== 'accept') lines.push(`  test switch: INBOX_MODE=${mode}`);
  if (control) lines.push(`  test endpoints: ${url}/__inbox/state, /__inbox/mode, /__inbox/release, /__inbox/messages`);
  return lines.join('\n');
}
