// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm, { HONEYPOT_NAME, type ContactFormProps } from '../../src/components/islands/ContactForm';
import { DRAFT_KEY } from '../../src/lib/contact-draft';
import { CONTACT_TIMEOUT_MS } from '../../src/lib/spec-constants';

const props: ContactFormProps = {
  endpoint: 'http://api.test/api/send-email-app',
  mailto: 'mailto:hello@example.com',
  footnote: 'We reply within one business day.',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    message: 'Message',
    optional: '(optional)',
    send: 'Send',
    sending: 'Loading...',
    sent: 'Your email has been sent.',
    sendFailed: 'There was an error sending your email.',
    trap: 'Company website',
  },
  icons: { send: '<svg></svg>' },
};
const TOAST_SUCCESS = props.labels.sent;
const TOAST_ERROR = props.labels.sendFailed;
const typed = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', message: 'Can we migrate 4,000 contacts?' };

const fetchMock = vi.fn<typeof fetch>();
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLTextAreaElement;
const answer = (status: number) => new Response(null, { status });

function fillIn(values = typed) {
  fireEvent.change(field('First Name'), { target: { value: values.firstName } });
  fireEvent.change(field('Last Name'), { target: { value: values.lastName } });
  fireEvent.change(field('Email'), { target: { value: values.email } });
  fireEvent.change(field('Message'), { target: { value: values.message } });
}
const expectFields = (values: typeof typed) => {
  expect(field('First Name')).toHaveValue(values.firstName);
  expect(field('Last Name')).toHaveValue(values.lastName);
  expect(field('Email')).toHaveValue(values.email);
  expect(field('Message')).toHaveValue(values.message);
};
const empty = { firstName: '', lastName: '', email: '', message: '' };
const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('has labelled fields: names optional, e-mail and message required, each with a maximum length', () => {
    render(<ContactForm {...props} />);
    expect(field('First Name')).not.toBeRequired();
    expect(field('Last Name')).not.toBeRequired();
    expect(field('Email')).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message')).toBeRequired();
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('First Name')).toHaveAttribute('maxlength', '80');
    expect(field('Email')).toHaveAttribute('maxlength', '254');
    expect(field('Message')).toHaveAttribute('maxlength', '5000');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('posts { name: last name, firstname: first name, email, message } as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200));
    render(<ContactForm {...props} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(TOAST_SUCCESS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(props.endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Lovelace', firstname: 'Ada', email: 'ada@example.org', message: typed.message });
  });

  it('while sending, disables the button, reads Loading... and ignores a second submit', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    render(<ContactForm {...props} />);
    fillIn();
    const form = field('Email').closest('form')!;
    // Two submits in the same tick: the second arrives before React re-renders the disabled button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => release(answer(200)));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on success shows the success toast, then clears the form and the saved draft', async () => {
    fetchMock.mockResolvedValue(answer(201));
    render(<ContactForm {...props} />);
    fillIn();
    expect(storedDraft()).toEqual(typed);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOAST_SUCCESS);
    expectFields(empty);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['a 500 answer', () => fetchMock.mockResolvedValue(answer(500))],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('on %s shows the error toast, logs the error and keeps every field', async (_case, arrange) => {
    arrange();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm {...props} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOAST_ERROR);
    expect(screen.queryByText(TOAST_SUCCESS)).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBeInstanceOf(Error);
    expectFields(typed);
    expect(storedDraft()).toEqual(typed);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('fails after 15 s without an answer and keeps every field', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    render(<ContactForm {...props} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => vi.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - 100));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(logged).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent(TOAST_ERROR);
    expect(logged.mock.calls[0]![0]).toMatchObject({ reason: 'timeout' });
    expectFields(typed);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends nothing when the honeypot is filled, yet shows the success toast', async () => {
    const { container } = render(<ContactForm {...props} />);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fillIn();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOAST_SUCCESS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves what is typed and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const first = render(<ContactForm {...props} />);
    await user.type(field('First Name'), 'Grace');
    await user.type(field('Message'), 'Call me');
    expect(storedDraft()).toEqual({ firstName: 'Grace', lastName: '', email: '', message: 'Call me' });
    first.unmount();
    render(<ContactForm {...props} />);
    await waitFor(() => expect(field('Message')).toHaveValue('Call me'));
    expect(field('First Name')).toHaveValue('Grace');
  });

  it('keeps text typed into the server-rendered form before it hydrated', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...empty, message: 'an older draft' }));
    const host = document.createElement('div');
    host.innerHTML = renderToString(createElement(ContactForm, props));
    document.body.append(host);
    host.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value = 'typed early';
    host.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.org';
    const root = await act(async () => hydrateRoot(host, createElement(ContactForm, props)));
    expect(field('Message')).toHaveValue('typed early');
    expect(field('Email')).toHaveValue('early@example.org');
    expect(storedDraft()).toMatchObject({ email: 'early@example.org', message: 'typed early' });
    act(() => root.unmount());
    host.remove();
  });
});
