import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSendError, sendContact } from '../../src/lib/send-contact';
import { CONTACT_TIMEOUT_MS } from '../../src/lib/spec-constants';

const endpoint = 'https://api.example.com/api/send-email-app';
const payload = { name: 'Lovelace', firstname: 'Ada', email: 'ada@example.org', message: 'Hello' };
const answer = (status: number) => vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status }));

afterEach(() => {
  vi.useRealTimers();
});

describe('sendContact', () => {
  it('POSTs the payload as JSON to the endpoint', async () => {
    const fetchImpl = answer(200);
    await sendContact(endpoint, payload, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([200, 201, 202, 204])('treats %i as success', async (status) => {
    await expect(sendContact(endpoint, payload, { fetchImpl: answer(status) })).resolves.toBeUndefined();
  });

  it.each([400, 404, 429, 500, 503])('rejects a %i answer with its status', async (status) => {
    const error = await sendContact(endpoint, payload, { fetchImpl: answer(status) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContactSendError);
    expect(error).toMatchObject({ reason: 'status', status });
  });

  it('rejects a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await sendContact(endpoint, payload, { fetchImpl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'network' });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('gives up and aborts the request when there is no answer within 15 s', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const outcome = sendContact(endpoint, payload, { fetchImpl }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await outcome).toMatchObject({ reason: 'timeout' });
  });

  it('does not abort a request that was answered in time', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
      signal = init?.signal ?? undefined;
      return new Response(null, { status: 200 });
    });
    await sendContact(endpoint, payload, { fetchImpl });
    await vi.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS * 2);
    expect(signal?.aborted).toBe(false);
  });
});
