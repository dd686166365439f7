// The inbox's storage survives restarts and crashes, and `npm run inbox` lists newest first.
import { spawnSync } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatInbox } from '../../inbox/format.mjs';
import { renderInbox } from '../../inbox/list.mjs';
import { createStore, newestFirst, readMessages } from '../../inbox/store.mjs';
import { fileLines, startTestInbox, tempDir } from '../support/inbox';

const GOOD = { name: 'Lovelace', firstname: 'Ada', email: 'ada@example.com', message: 'Hello' };

function stored(id: string, receivedAt: string, message = `Message ${id}`) {
  return { id, receivedAt, name: '', firstname: '', email: `${id}@example.com`, message };
}

let dir: string;
let file: string;
let removeDir: () => Promise<void>;
beforeEach(async () => {
  ({ dir, remove: removeDir } = await tempDir());
  file = join(dir, 'messages.jsonl');
});
afterEach(() => removeDir());

describe('a restart', () => {
  it('keeps earlier messages byte for byte and appends after them', async () => {
    const first = await startTestInbox(file);
    await first.post({ ...GOOD, message: 'one' });
    await first.post({ ...GOOD, message: 'two' });
    await first.close();
    const before = await readFile(file, 'utf8');

    const second = await startTestInbox(file);
    expect((await second.post({ ...GOOD, message: 'three' })).status).toBe(201);
    await second.close();

    const after = await readFile(file, 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect((await fileLines(file)).map((line) => JSON.parse(line).message)).toEqual(['one', 'two', 'three']);
  });
});

describe('a write cut short by a crash', () => {
  const good = JSON.stringify(stored('a', '2026-01-01T10:00:00.000Z'));
  const partial = JSON.stringify(stored('b', '2026-01-01T11:00:00.000Z')).slice(0, 40);

  it('is skipped by the reader', async () => {
    await writeFile(file, `${good}\n${partial}`);
    expect(await readMessages(file)).toEqual({ messages: [JSON.parse(good)], skipped: 1 });
  });

  it('does not swallow the next message, which lands on its own line', async () => {
    await writeFile(file, `${good}\n${partial}`);
    const inbox = await startTestInbox(file);
    expect((await inbox.post({ ...GOOD, message: 'after the crash' })).status).toBe(201);
    await inbox.close();
    const lines = await fileLines(file);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(good);
    expect(lines[1]).toBe(partial);
    expect(JSON.parse(lines[2]).message).toBe('after the crash');
    const { messages, skipped } = await readMessages(file);
    expect(messages.map((message) => message.message)).toEqual(['Message a', 'after the crash']);
    expect(skipped).toBe(1);
  });
});

describe('the store', () => {
  it('creates its folder and reads a missing file as empty', async () => {
    const nested = join(dir, 'a', 'b', 'messages.jsonl');
    expect(await readMessages(nested)).toEqual({ messages: [], skipped: 0 });
    await createStore(nested).append(stored('x', '2026-01-01T10:00:00.000Z'));
    expect((await readMessages(nested)).messages).toHaveLength(1);
  });

  it('skips lines that are JSON but not a message', async () => {
    await writeFile(file, `${JSON.stringify(stored('a', '2026-01-01T10:00:00.000Z'))}\n[]\n{"id":1}\n\n`);
    expect((await readMessages(file)).skipped).toBe(2);
  });

  it('keeps writing after a failed write', async () => {
    const blocked = join(dir, 'not-a-folder');
    await writeFile(blocked, '');
    const store = createStore(join(blocked, 'messages.jsonl'));
    await expect(store.append(stored('a', '2026-01-01T10:00:00.000Z'))).rejects.toThrow();
    await expect(store.idle()).resolves.toBeUndefined();
  });
});

describe('the listing', () => {
  const messages = [
    stored('old', '2026-01-01T09:00:00.000Z', 'First message\nsecond line'),
    stored('new', '2026-03-05T17:30:12.345Z', 'Latest'),
    stored('mid', '2026-02-01T12:00:00.000Z', 'Middle'),
  ];

  it('sorts newest first, same-millisecond messages in reverse file order', () => {
    expect(newestFirst(messages).map((message) => message.id)).toEqual(['new', 'mid', 'old']);
    const same = [stored('1', '2026-01-01T09:00:00.000Z'), stored('2', '2026-01-01T09:00:00.000Z')];
    expect(newestFirst(same).map((message) => message.id)).toEqual(['2', '1']);
  });

  it('prints when, who and what, newest first', () => {
    const text = formatInbox({
      file: '/data/messages.jsonl',
      messages: [{ ...messages[0], firstname: 'Ada', name: 'Lovelace' }, ...messages.slice(1)],
      skipped: 1,
    });
    expect(text).toMatch(/^3 messages in \/data\/messages\.jsonl, newest first\n\(1 damaged line skipped/);
    expect(text.indexOf('Latest')).toBeLessThan(text.indexOf('Middle'));
    expect(text.indexOf('Middle')).toBeLessThan(text.indexOf('First message'));
    expect(text).toContain('2026-03-05 17:30:12 UTC  new@example.com\n    Latest\n    (id new)');
    expect(text).toContain(
      '2026-01-01 09:00:00 UTC  Ada Lovelace <old@example.com>\n    First message\n    second line',
    );
  });

  it('says where messages would be when there are none', () => {
    expect(formatInbox({ file: '/data/messages.jsonl', messages: [], skipped: 0 })).toMatch(
      /^No messages yet in \/data\/messages\.jsonl\./,
    );
  });

  it('is what `npm run inbox` prints, as text or --json', async () => {
    await writeFile(file, '');
    for (const message of messages) await appendFile(file, `${JSON.stringify(message)}\n`);
    expect(JSON.parse(await renderInbox({ file, json: true })).map((message: { id: string }) => message.id)).toEqual([
      'new',
      'mid',
      'old',
    ]);

    const run = (args: string[]) =>
      spawnSync(process.execPath, ['inbox/list.mjs', ...args], {
        encoding: 'utf8',
        env: { ...process.env, INBOX_FILE: file },
      });
    const text = run([]);
    expect(text.status).toBe(0);
    expect(text.stdout).toBe(`${await renderInbox({ file })}\n`);
    expect(text.stdout).toMatch(/^3 messages in .*messages\.jsonl, newest first/);
    const json = run(['--json']);
    expect(JSON.parse(json.stdout).map((message: { id: string }) => message.id)).toEqual(['new', 'mid', 'old']);
  });
});
