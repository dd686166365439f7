// The inbox's test switch: answer 500, or hold the answer until released, for end-to-end tests.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileLines, startTestInbox, tempDir } from '../support/inbox';

const GOOD = { name: 'Lovelace', firstname: 'Ada', email: 'ada@example.com', message: 'Hello' };

let dir: string;
let removeDir: () => Promise<void>;
const open: Array<{ close: () => Promise<void> }> = [];

beforeEach(async () => {
  ({ dir, remove: removeDir } = await tempDir());
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((inbox) => inbox.close()));
  await removeDir();
});

async function start(options: Parameters<typeof startTestInbox>[1]) {
  const inbox = await startTestInbox(join(dir, 'messages.jsonl'), options);
  open.push(inbox);
  return inbox;
}

/** Waits until the inbox holds an answer back: the request has arrived, however slow the machine. */
const holding = (inbox: { testSwitch: { held: number } }) =>
  vi.waitFor(() => expect(inbox.testSwitch.held).toBe(1), { timeout: 5000 });

/** Whether `promise` is still pending after `ms`. */
async function stillPending(promise: Promise<unknown>, ms = 150): Promise<boolean> {
  const pending = Symbol('pending');
  return (await Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(pending), ms))])) === pending;
}

describe('mode fail', () => {
  it('answers a valid message with 500 and stores nothing; refusals stay refusals', async () => {
    const inbox = await start({ mode: 'fail' });
    const answer = await inbox.post(GOOD, { Origin: 'http://localhost:4321' });
    expect(answer.status).toBe(500);
    expect(answer.json?.error).toMatch(/fail/);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect((await inbox.post({ message: 'Hi' })).status).toBe(400);
    expect(await fileLines(inbox.file)).toEqual([]);
  });
});

describe('mode hold', () => {
  it('holds the answer until released, then stores the message', async () => {
    const inbox = await start({ mode: 'hold' });
    const answer = inbox.post(GOOD);
    await holding(inbox);
    expect(await stillPending(answer)).toBe(true);
    expect(inbox.testSwitch.held).toBe(1);
    expect(await fileLines(inbox.file)).toEqual([]);
    expect(inbox.testSwitch.release()).toBe(1);
    expect((await answer).status).toBe(201);
    expect(await fileLines(inbox.file)).toHaveLength(1);
  });

  it('answers held messages with 500 when switched to fail', async () => {
    const inbox = await start({ mode: 'hold' });
    const answer = inbox.post(GOOD);
    await holding(inbox);
    expect(await stillPending(answer)).toBe(true);
    inbox.testSwitch.setMode('fail');
    expect((await answer).status).toBe(500);
    expect(await fileLines(inbox.file)).toEqual([]);
  });

  it('answers held messages with 503 when the inbox closes', async () => {
    const inbox = await start({ mode: 'hold' });
    const answer = inbox.post(GOOD);
    await holding(inbox);
    expect(await stillPending(answer)).toBe(true);
    await inbox.close();
    expect((await answer).status).toBe(503);
  });

  it('refuses an unknown mode', async () => {
    await expect(start({ mode: 'explode' as 'fail' })).rejects.toThrow(
      /Unknown inbox mode "explode": use accept, fail, hold/,
    );
  });
});

describe('test endpoints', () => {
  it('are served only when asked for', async () => {
    const plain = await start({});
    expect((await fetch(`${plain.url}/__inbox/state`)).status).toBe(404);
  });

  it('switch the mode, release held answers and list what arrived', async () => {
    const inbox = await start({ control: true });
    const state = await (await fetch(`${inbox.url}/__inbox/state`)).json();
    expect(state).toEqual({ mode: 'accept', held: 0, file: inbox.file });

    const setMode = (mode: string) =>
      fetch(`${inbox.url}/__inbox/mode`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode }),
      });
    expect(await (await setMode('hold')).json()).toEqual({ mode: 'hold' });
    const held = inbox.post(GOOD);
    await holding(inbox);
    expect(await stillPending(held)).toBe(true);
    expect((await (await fetch(`${inbox.url}/__inbox/state`)).json()).held).toBe(1);
    expect(await (await fetch(`${inbox.url}/__inbox/release`, { method: 'POST' })).json()).toEqual({ released: 1 });
    expect((await held).status).toBe(201);

    expect((await setMode('fail')).status).toBe(200);
    expect((await inbox.post(GOOD)).status).toBe(500);
    const wrong = await setMode('sideways');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).field).toBe('mode');

    expect((await setMode('accept')).status).toBe(200);
    await inbox.post({ ...GOOD, message: 'Second' });
    const listed = await (await fetch(`${inbox.url}/__inbox/messages`)).json();
    expect(listed.messages.map((message: { message: string }) => message.message)).toEqual(['Second', 'Hello']);
    expect(listed.skipped).toBe(0);
  });
});
