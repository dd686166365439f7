// The local contact inbox answers like a careful contact API: every refusal, CORS, storage.
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../inbox/constants.mjs';
import { fileLines, rawRequest, startTestInbox, tempDir } from '../support/inbox';

type TestInbox = Awaited<ReturnType<typeof startTestInbox>>;

const GOOD = {
  name: 'Lovelace',
  firstname: 'Ada',
  email: 'ada@example.com',
  message: 'We would like a demo for our agency.',
};

let inbox: TestInbox;
let file: string;
let removeDir: () => Promise<void>;

beforeEach(async () => {
  const temp = await tempDir();
  removeDir = temp.remove;
  file = join(temp.dir, 'data', 'messages.jsonl');
  inbox = await startTestInbox(file);
});

afterEach(async () => {
  await inbox.close();
  await removeDir();
});

/** Sends raw bytes over TCP and returns whatever the server answers before it closes. */
function sendGarbage(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (part: string) => (answer += part));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function expectStillServing() {
  const answer = await inbox.post(GOOD);
  expect(answer.status).toBe(201);
}

describe('a valid message', () => {
  it('is answered 201 with its id only once its line is on disk, with a receivedAt timestamp', async () => {
    const before = Date.now();
    const answer = await inbox.post({ ...GOOD, email: '  ada@example.com ', message: '  Hello\nthere  ' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const lines = await fileLines(file);
    expect(lines).toHaveLength(1);
    const stored = JSON.parse(lines[0]);
    expect(stored).toEqual({
      id: answer.json?.id,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      name: 'Lovelace',
      firstname: 'Ada',
      email: 'ada@example.com',
      message: 'Hello\nthere',
    });
    expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(stored.receivedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('may leave out name and firstname, and may send a charset', async () => {
    const answer = await inbox.post(
      { email: 'bo@example.org', message: 'Hi' },
      { 'Content-Type': 'application/json; charset=UTF-8' },
    );
    expect(answer.status).toBe(201);
    const stored = JSON.parse((await fileLines(file))[0]);
    expect(stored).toMatchObject({ name: '', firstname: '', email: 'bo@example.org', message: 'Hi' });
  });

  it('ignores fields the API does not know', async () => {
    expect((await inbox.post({ ...GOOD, lastname: 'Byron', admin: true })).status).toBe(201);
    expect(JSON.parse((await fileLines(file))[0])).not.toHaveProperty('admin');
  });

  it('may be exactly 16 KB', async () => {
    const empty = JSON.stringify({ email: 'ada@example.com', message: '' });
    const body = JSON.stringify({
      email: 'ada@example.com',
      message: 'x'.repeat(MAX_BODY_BYTES - Buffer.byteLength(empty)),
    });
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    expect((await inbox.post(body)).status).toBe(201);
  });
});

describe('refusals', () => {
  it('415 for anything but a JSON content type, and nothing is stored', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
    ]) {
      const answer = await inbox.post(JSON.stringify(GOOD), { 'Content-Type': type });
      expect(answer.status, type).toBe(415);
      expect(answer.json?.error).toMatch(/Content-Type: application\/json/);
    }
    const missing = await rawRequest(inbox.endpoint, { chunks: [Buffer.from(JSON.stringify(GOOD))] });
    expect(missing.status).toBe(415);
    expect(await fileLines(file)).toEqual([]);
  });

  it('413 for a body over 16 KB, whether its length is announced or not', async () => {
    const tooLong = JSON.stringify({ ...GOOD, message: 'x'.repeat(MAX_BODY_BYTES) });
    const announced = await inbox.post(tooLong);
    expect(announced.status).toBe(413);
    expect(announced.json?.error).toMatch(/16 KB/);

    const chunk = Buffer.alloc(1024, 'a');
    const streamed = await rawRequest(inbox.endpoint, {
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      chunks: Array.from({ length: 40 }, () => chunk),
    });
    expect(streamed.status).toBe(413);
    expect(streamed.headers.connection).toBe('close');
    expect(await fileLines(file)).toEqual([]);
    await expectStillServing();
  });

  it('413 for a 2 MB upload without reading it all into memory, and keeps serving', async () => {
    const answer = await inbox.post(Buffer.alloc(2 * 1024 * 1024, ' '));
    expect(answer.status).toBe(413);
    await expectStillServing();
  });

  it('400 naming the body for invalid JSON, invalid UTF-8 and anything but an object', async () => {
    const bodies: Array<string | Uint8Array> = [
      '',
      '{',
      '{"email": "ada@example.com",}',
      'null',
      '[]',
      '"text"',
      '42',
      Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]),
      '['.repeat(8000),
    ];
    for (const body of bodies) {
      const answer = await inbox.post(body);
      expect(answer.status, String(body).slice(0, 20)).toBe(400);
      expect(answer.json).toMatchObject({ field: 'body', error: expect.stringMatching(/JSON|UTF-8/) });
    }
    expect(await fileLines(file)).toEqual([]);
  });

  const fieldCases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['missing email', { message: 'Hi' }, 'email', /"email" is required/],
    ['non-string email', { email: 42, message: 'Hi' }, 'email', /"email" must be a string/],
    ['email without @', { email: 'ada.example.com', message: 'Hi' }, 'email', /plausible e-mail/],
    ['email without a domain dot', { email: 'ada@localhost', message: 'Hi' }, 'email', /plausible e-mail/],
    ['email with a space', { email: 'ada lovelace@example.com', message: 'Hi' }, 'email', /plausible e-mail/],
    ['email with two @', { email: 'ada@@example.com', message: 'Hi' }, 'email', /plausible e-mail/],
    ['empty email', { email: '', message: 'Hi' }, 'email', /plausible e-mail/],
    ['email longer than 254', { email: `${'a'.repeat(250)}@example.com`, message: 'Hi' }, 'email', /plausible e-mail/],
    ['missing message', { email: 'ada@example.com' }, 'message', /"message" is required/],
    ['non-string message', { email: 'ada@example.com', message: ['Hi'] }, 'message', /"message" must be a string/],
    ['empty message', { email: 'ada@example.com', message: '' }, 'message', /"message" must not be empty/],
    ['blank message', { email: 'ada@example.com', message: ' \n\t ' }, 'message', /"message" must not be empty/],
    ['non-string name', { ...GOOD, name: 7 }, 'name', /"name" must be a string/],
    ['null name', { ...GOOD, name: null }, 'name', /"name" must be a string/],
    ['non-string firstname', { ...GOOD, firstname: { first: 'Ada' } }, 'firstname', /"firstname" must be a string/],
    ['null firstname', { ...GOOD, firstname: null }, 'firstname', /"firstname" must be a string/],
  ];
  it.each(fieldCases)('400 naming the field for %s', async (_case, body, field, error) => {
    const answer = await inbox.post(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ field, error: expect.stringMatching(error) });
    expect(await fileLines(file)).toEqual([]);
  });

  it('405 with an Allow header for any other method on the endpoint', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      const response = await fetch(inbox.endpoint, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      if (method !== 'HEAD') expect((await response.json()).error).toMatch(new RegExp(`${method} is not allowed`));
    }
  });

  it('404 for any other path, whatever the method', async () => {
    for (const path of ['/', '/api/send-email', '/api/send-email-app/extra', '/API/SEND-EMAIL-APP', '/__inbox/state']) {
      const response = await fetch(`${inbox.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(GOOD),
      });
      expect(response.status, path).toBe(404);
      expect((await response.json()).error).toMatch(/POST \/api\/send-email-app/);
    }
    expect(await fileLines(file)).toEqual([]);
  });
});

describe('CORS', () => {
  it('answers the preflight from the site’s local origins', async () => {
    for (const origin of ['http://localhost:4321', 'http://127.0.0.1:4410', 'http://localhost']) {
      const response = await fetch(inbox.endpoint, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(response.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('grants nothing to other origins', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'https://localhost:4321', 'null']) {
      const response = await fetch(inbox.endpoint, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('lets the page read real answers, successes and refusals alike', async () => {
    const origin = 'http://127.0.0.1:4321';
    const stored = await inbox.post(GOOD, { Origin: origin });
    expect(stored.status).toBe(201);
    expect(stored.headers.get('access-control-allow-origin')).toBe(origin);
    const refused = await inbox.post({ message: 'Hi' }, { Origin: origin });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
  });
});

describe('bad input never brings it down', () => {
  it('answers garbage on the wire with 400 and keeps serving', async () => {
    expect(await sendGarbage(inbox.url, 'GARBAGE \x00\x01\x02\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await sendGarbage(inbox.url, `POST /api/send-email-app HTTP/1.1\r\nContent-Length: nope\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 400/,
    );
    await expectStillServing();
  });

  it('survives a client that disappears mid-body, and stores nothing from it', async () => {
    const { hostname, port } = new URL(inbox.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          'POST /api/send-email-app HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"ada@exa',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', () => {});
    });
    await expectStillServing();
    expect(await fileLines(file)).toHaveLength(1);
  });
});

describe('concurrent posts', () => {
  it('stores 100 messages sent at once, each on its own whole line', async () => {
    // Messages of growing length, so that interleaved writes would show as broken or mixed-up lines.
    const sent = Array.from({ length: 100 }, (_, i) => ({
      ...GOOD,
      email: `sender${i}@example.com`,
      message: `Message ${i}: ${'·'.repeat(i * 40)}.`,
    }));
    const answers = await Promise.all(sent.map((body) => inbox.post(body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(201));
    const lines = await fileLines(file);
    expect(lines).toHaveLength(100);
    const stored = lines.map((line) => JSON.parse(line));
    expect(new Set(stored.map((message) => message.id)).size).toBe(100);
    expect(new Set(stored.map((message) => message.id))).toEqual(new Set(answers.map((answer) => answer.json?.id)));
    const byEmail = new Map(stored.map((message) => [message.email, message.message]));
    for (const body of sent) expect(byEmail.get(body.email)).toBe(body.message);
  });
});
