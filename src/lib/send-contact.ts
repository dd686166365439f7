// Sends one contact message. Success is any 2xx answer; any other status,
// a network error or no answer within 15 s is a failure (the promise rejects).
import type { ContactPayload } from './contact-payload';
import { CONTACT_TIMEOUT_MS } from './spec-constants';

/** The send failed; `reason` says how, `status` carries the HTTP status when there was an answer. */
export class ContactSendError extends Error {
  readonly reason: 'status' | 'network' | 'timeout';
  readonly status: number | undefined;

  constructor(reason: ContactSendError['reason'], message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContactSendError';
    this.reason = reason;
    this.status = status;
  }
}

interface SendOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export async function sendContact(
  endpoint: string,
  payload: ContactPayload,
  { timeoutMs = CONTACT_TIMEOUT_MS, fetchImpl = globalThis.fetch }: SendOptions = {},
): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut)
      throw new ContactSendError('timeout', `No answer from ${endpoint} within ${timeoutMs / 1000} s`, undefined, {
        cause: error,
      });
    throw new ContactSendError('network', `Could not reach ${endpoint}`, undefined, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  // The answer's body is never read (the API promises nothing about it; only the status counts).
  if (!response.ok) throw new ContactSendError('status', `${endpoint} answered ${response.status}`, response.status);
}
