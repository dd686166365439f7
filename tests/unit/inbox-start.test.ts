// `npm start` and `npm run dev` start the local contact inbox next to the site, unless PUBLIC_API_BASE is
// set: the decision, and the runner that starts the inbox, hands its address on and stops it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxDecision } from '../../scripts/inbox-decision.mjs';
import { fileLines, tempDir } from '../support/inbox';

describe('inboxDecision', () => {
  it('starts the inbox on 127.0.0.1:8787 with the default file when nothing is set', () => {
    expect(inboxDecision({})).toEqual({
      start: true,
      host: '127.0.0.1',
      port: 8787,
      portIsFixed: false,
      file: 'inbox-data/messages.jsonl',
      mode: 'accept',
      control: false,
    });
  });

  it('starts no inbox when PUBLIC_API_BASE is set', () => {
    expect(inboxDecision({ PUBLIC_API_BASE: 'https://api.example.com', INBOX_PORT: '9000' })).toEqual({
      start: false,
      apiBase: 'https://api.example.com',
    });
  });

  it('treats an empty PUBLIC_API_BASE as not set, as the build does', () => {
    expect(inboxDecision({ PUBLIC_API_BASE: '' }).start).toBe(true);
    expect(inboxDecision({ PUBLIC_API_BASE: '  ' }).start).toBe(true);
  });

  it('takes the port, file, test switch and test endpoints from the environment', () => {
    expect(
      inboxDecision({ INBOX_PORT: '0', INBOX_FILE: '/tmp/x.jsonl', INBOX_MODE: 'hold', INBOX_CONTROL: '1' }),
    ).toEqual({
      start: true,
      host: '127.0.0.1',
      port: 0,
      portIsFixed: true,
      file: '/tmp/x.jsonl',
      mode: 'hold',
      control: true,
    });
  });

  it('says what to write instead of a wrong port or mode', () => {
    for (const port of ['abc', '-1', '65536', '80.5'])
      expect(() => inboxDecision({ INBOX_PORT: port })).toThrow(/INBOX_PORT must be a port number from 0 to 65535/);
    expect(() => inboxDecision({ INBOX_MODE: 'broken' })).toThrow(/use accept, fail, hold/);
  });
});

describe('runWithInbox', () => {
  let dir: string;
  let removeDir: () => Promise<void>;
  beforeEach(async () => {
    ({ dir, remove: removeDir } = await tempDir());
  });
  afterEach(() => removeDir());

  /** Runs scripts/with-inbox.mjs in a child Node with the given steps (scripts run with `node -e`). */
  function run(steps: string[], env: Record<string, string | undefined>) {
    const code = `import { runWithInbox } from './scripts/with-inbox.mjs';
      await runWithInbox(${JSON.stringify(steps)}.map((script) => [process.execPath, '-e', script]));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      env: { ...process.env, PUBLIC_API_BASE: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (part) => (output += part));
    child.stderr.on('data', (part) => (output += part));
    const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, output })),
    );
    return { child, done, output: () => output };
  }

  const postOne = `fetch(process.env.PUBLIC_API_BASE + '/api/send-email-app', {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', message: 'From the site' }),
    }).then((r) => process.exit(r.status === 201 ? 0 : 3), () => process.exit(4));`;

  it('starts the inbox, points PUBLIC_API_BASE at it, says where messages go, and stops it after the last step', async () => {
    const file = join(dir, 'messages.jsonl');
    const { done } = run([`console.log('API ' + process.env.PUBLIC_API_BASE)`, postOne], {
      INBOX_PORT: '0',
      INBOX_FILE: file,
    });
    const { code, output } = await done;
    expect(output).toMatch(/Local contact inbox: http:\/\/127\.0\.0\.1:\d+\/api\/send-email-app/);
    expect(output).toContain(`messages are appended to ${file}`);
    expect(output).toContain('npm run inbox');
    expect(output).toMatch(/API http:\/\/127\.0\.0\.1:\d+\n/);
    expect(code).toBe(0);
    expect((await fileLines(file)).map((line) => JSON.parse(line).message)).toEqual(['From the site']);
  });

  it('stops at the first failing step with its exit code', async () => {
    const { done } = run(
      ['process.exit(7)', `require('node:fs').writeFileSync(${JSON.stringify(join(dir, 'ran'))}, 'ran\n')`],
      {
        INBOX_PORT: '0',
        INBOX_FILE: join(dir, 'messages.jsonl'),
      },
    );
    expect((await done).code).toBe(7);
    expect(await fileLines(join(dir, 'ran'))).toEqual([]);
  });

  it('starts no inbox when PUBLIC_API_BASE is set, and passes it on untouched', async () => {
    const { done } = run([`console.log('API ' + process.env.PUBLIC_API_BASE)`], {
      PUBLIC_API_BASE: 'https://api.example.com',
      INBOX_FILE: join(dir, 'm.jsonl'),
    });
    const { code, output } = await done;
    expect(code).toBe(0);
    expect(output).toContain(
      'PUBLIC_API_BASE is set (https://api.example.com): the contact form posts there, so no local inbox starts.',
    );
    expect(output).toContain('API https://api.example.com\n');
    expect(output).not.toContain('Local contact inbox');
  });

  it('refuses a wrong INBOX_PORT before running anything', async () => {
    const { done } = run(['console.log("ran")'], { INBOX_PORT: 'eighty' });
    const { code, output } = await done;
    expect(code).toBe(1);
    expect(output).toMatch(/INBOX_PORT must be a port number/);
    expect(output).not.toContain('ran');
  });

  it('forwards a stop signal to the site and stops both', async () => {
    const site = `console.log('site pid ' + process.pid); setInterval(() => {}, 1000);`;
    const { child, done, output } = run([site], { INBOX_PORT: '0', INBOX_FILE: join(dir, 'm.jsonl') });
    await expect.poll(output, { timeout: 5000 }).toMatch(/site pid \d+/);
    const inboxUrl = output().match(/Local contact inbox: (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    expect(inboxUrl).toBeTruthy();
    child.kill('SIGTERM');
    const { signal } = await done;
    expect(signal).toBe('SIGTERM');
    const sitePid = Number(output().match(/site pid (\d+)/)?.[1]);
    expect(() => process.kill(sitePid, 0)).toThrow();
    await expect(fetch(`${inboxUrl}/api/send-email-app`, { method: 'OPTIONS' })).rejects.toThrow();
  });
});
