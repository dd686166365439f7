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
import { mailtoHref } from '../../src/lib/links';
import { CONTACT_TIMEOUT_MS } from '../../src/lib/spec-constants';
import { loadContactPage, loadSettings } from '../support/content';

const { form } = loadContactPage();
/** The props the contact page gives the island, from the same content (the API address is the tests' own). */
const props: ContactFormProps = {
  endpoint: 'http://api.test/api/send-email-app',
  mailto: mailtoHref(loadSettings().contact.email),
  footnote: form.footnote,
  labels: form.labels,
  icons: { send: '<svg></svg>', close: '<svg></svg>' },
};
const LABELS = props.labels;
const TOAST_SUCCESS = props.labels.sent;
const TOAST_ERROR = props.labels.sendFailed;
const typed = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  message: 'Can we migrate 4,000 contacts?',
};

const fetchMock = vi.fn<typeof fetch>();
const field = (label: string) =>
  screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLTextAreaElement;
const answer = (status: number) => new Response(null, { status });

function fillIn(values = typed) {
  fireEvent.change(field(LABELS.firstName), { target: { value: values.firstName } });
  fireEvent.change(field(LABELS.lastName), { target: { value: values.lastName } });
  fireEvent.change(field(LABELS.email), { target: { value: values.email } });
  fireEvent.change(field(LABELS.message), { target: { value: values.message } });
}
const expectFields = (values: typeof typed) => {
  expect(field(LABELS.firstName)).toHaveValue(values.firstName);
  expect(field(LABELS.lastName)).toHaveValue(values.lastName);
  expect(field(LABELS.email)).toHaveValue(values.email);
  expect(field(LABELS.message)).toHaveValue(values.message);
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
    expect(field(LABELS.firstName)).not.toBeRequired();
    expect(field(LABELS.lastName)).not.toBeRequired();
    expect(field(LABELS.email)).toBeRequired();
    expect(field(LABELS.email)).toHaveAttribute('type', 'email');
    expect(field(LABELS.message)).toBeRequired();
    expect(field(LABELS.message).tagName).toBe('TEXTAREA');
    expect(field(LABELS.firstName)).toHaveAttribute('maxlength', '80');
    expect(field(LABELS.email)).toHaveAttribute('maxlength', '254');
    expect(field(LABELS.message)).toHaveAttribute('maxlength', '5000');
    expect(screen.getByRole('button', { name: LABELS.send })).toBeEnabled();
  });

  it('posts { name: last name, firstname: first name, email, message } as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200));
    render(<ContactForm {...props} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: LABELS.send }));
    await screen.findByText(TOAST_SUCCESS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(props.endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lovelace',
      firstname: 'Ada',
      email: 'ada@example.org',
      message: typed.message,
    });
  });

  it('while sending, disables the button, reads the sending label and ignores a second submit', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    render(<ContactForm {...props} />);
    fillIn();
    const form = field(LABELS.email).closest('form')!;
    // Two submits in the same tick: the second arrives before React re-renders the disabled button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const button = screen.getByRole('button', { name: LABELS.sending });
    expect(button).toBeDisabled();
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => release(answer(200)));
    expect(screen.getByRole('button', { name: LABELS.send })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on success shows the success toast, then clears the form and the saved draft', async () => {
    fetchMock.mockResolvedValue(answer(201));
    render(<ContactForm {...props} />);
    fillIn();
    expect(storedDraft()).toEqual(typed);
    fireEvent.click(screen.getByRole('button', { name: LABELS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOAST_SUCCESS);
    expectFields(empty);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("names an empty or malformed field in the page's words, and forgets the message once it is mended", () => {
    render(<ContactForm {...props} />);
    const email = field(LABELS.email);
    const message = field(LABELS.message);
    expect(email.closest('form')!.checkValidity()).toBe(false);
    expect(email.validationMessage).toBe(LABELS.required);
    expect(message.validationMessage).toBe(LABELS.required);
    fireEvent.change(email, { target: { value: 'not an address' } });
    email.checkValidity();
    expect(email.validationMessage).toBe(LABELS.invalidEmail);
    fireEvent.change(email, { target: { value: typed.email } });
    expect(email.checkValidity()).toBe(true);
  });

  it("names the toasts and their close button in the page's words", async () => {
    fetchMock.mockResolvedValue(answer(201));
    render(<ContactForm {...props} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: LABELS.send }));
    await screen.findByRole('alert');
    expect(screen.getByRole('region', { name: LABELS.notifications })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABELS.closeNotification })).toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', () => fetchMock.mockResolvedValue(answer(500))],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('on %s shows the error toast, logs nothing and keeps every field', async (_case, arrange) => {
    arrange();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm {...props} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: LABELS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOAST_ERROR);
    expect(screen.queryByText(TOAST_SUCCESS)).toBeNull();
    expect(logged).not.toHaveBeenCalled();
    expectFields(typed);
    expect(storedDraft()).toEqual(typed);
    expect(screen.getByRole('button', { name: LABELS.send })).toBeEnabled();
  });

  it('fails after 15 s without an answer and keeps every field', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    render(<ContactForm {...props} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: LABELS.send }));
    await act(async () => vi.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - 100));
    expect(screen.getByRole('button', { name: LABELS.sending })).toBeDisabled();
    expect(logged).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert')).toHaveTextContent(TOAST_ERROR);
    expect(logged).not.toHaveBeenCalled();
    expectFields(typed);
    expect(screen.getByRole('button', { name: LABELS.send })).toBeEnabled();
  });

  it('sends nothing when the honeypot is filled, yet shows the success toast', async () => {
    const { container } = render(<ContactForm {...props} />);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fillIn();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    fireEvent.click(screen.getByRole('button', { name: LABELS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOAST_SUCCESS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves what is typed and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const first = render(<ContactForm {...props} />);
    await user.type(field(LABELS.firstName), 'Grace');
    await user.type(field(LABELS.message), 'Call me');
    expect(storedDraft()).toEqual({ firstName: 'Grace', lastName: '', email: '', message: 'Call me' });
    first.unmount();
    render(<ContactForm {...props} />);
    await waitFor(() => expect(field(LABELS.message)).toHaveValue('Call me'));
    expect(field(LABELS.firstName)).toHaveValue('Grace');
  });

  it('keeps text typed into the server-rendered form before it hydrated', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...empty, message: 'an older draft' }));
    const host = document.createElement('div');
    host.innerHTML = renderToString(createElement(ContactForm, props));
    document.body.append(host);
    host.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value = 'typed early';
    host.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.org';
    const root = await act(async () => hydrateRoot(host, createElement(ContactForm, props)));
    expect(field(LABELS.message)).toHaveValue('typed early');
    expect(field(LABELS.email)).toHaveValue('early@example.org');
    expect(storedDraft()).toMatchObject({ email: 'early@example.org', message: 'typed early' });
    act(() => root.unmount());
    host.remove();
  });

  it('fills the fields left empty before it hydrated from the saved draft, and sends both', async () => {
    fetchMock.mockResolvedValue(answer(201));
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...empty, firstName: 'Grace', message: 'a saved message' }));
    const host = document.createElement('div');
    host.innerHTML = renderToString(createElement(ContactForm, props));
    document.body.append(host);
    host.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.org';
    const root = await act(async () => hydrateRoot(host, createElement(ContactForm, props)));
    expectFields({ ...empty, firstName: 'Grace', email: 'early@example.org', message: 'a saved message' });
    expect(storedDraft()).toEqual({
      ...empty,
      firstName: 'Grace',
      email: 'early@example.org',
      message: 'a saved message',
    });
    fireEvent.click(screen.getByRole('button', { name: LABELS.send }));
    await screen.findByRole('alert');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      firstname: 'Grace',
      email: 'early@example.org',
      message: 'a saved message',
    });
    act(() => root.unmount());
    host.remove();
  });
});
