// The contact form: sends the message to the contact API, keeps what was typed as a draft, and reports
// the outcome in a toast. Without JavaScript it falls back to a mailto: form.
// The fields are the browser's own (uncontrolled): the island hydrates on the visitor's first interaction,
// often while they type, and React then leaves the typed text where it is; the form's elements are read
// whenever their values are needed.
// react-toastify's default entry injects a <style> element at runtime, which the Content-Security-Policy
// (no 'unsafe-inline') would block; the unstyled entry plus its stylesheet imported here puts the CSS in a
// file that Astro links only on pages that render this island, with the toasts' theme colours.
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FormEvent,
  type SubmitEvent,
} from 'react';
import type { CloseButtonProps } from 'react-toastify/unstyled';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import '../../styles/toasts.css';
import { clearDraft, loadDraft, saveDraft } from '../../lib/contact-draft';
import { EMPTY_FIELDS, FIELD_MAX_LENGTH, toContactPayload, type ContactFields } from '../../lib/contact-payload';
import { sendContact } from '../../lib/send-contact';
import { TOAST_OPTIONS } from '../../lib/spec-constants';
import type { ContactFormLabels } from '../../schemas/contact';

export interface ContactFormProps {
  /** Where the message is posted: `{api-base}/api/send-email-app`. */
  endpoint: string;
  /** `mailto:` the company address: the form's action when JavaScript never runs. */
  mailto: string;
  labels: ContactFormLabels;
  /** A short line under the Send button. */
  footnote: string;
  /** Inline SVG markup rendered on the server from src/lib/icons.ts. */
  icons: { send: string; close: string };
}

/** The honeypot's name: a field people never see, that form-filling bots tend to complete. */
export const HONEYPOT_NAME = 'company_website';

const FIELD_KEYS = Object.keys(EMPTY_FIELDS) as (keyof ContactFields)[];

function fieldElement(form: HTMLFormElement, key: keyof ContactFields) {
  const element = form.elements.namedItem(key);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
}

function readFields(form: HTMLFormElement): ContactFields {
  const fields = { ...EMPTY_FIELDS };
  for (const key of FIELD_KEYS) fields[key] = fieldElement(form, key)?.value ?? '';
  return fields;
}

// Toasts in the site's font (react-toastify's own stylesheet is unlayered, so a Tailwind class would lose).
const toastStyle = { '--toastify-font-family': 'var(--default-font-family)' } as CSSProperties;

const fieldClass =
  'mt-2 block w-full rounded-xl border border-line bg-page px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-muted hover:border-brand/40 focus:border-brand focus:ring-4 focus:ring-brand/15 focus:outline-none read-only:bg-surface';
const labelClass = 'block text-sm font-semibold text-ink';

export default function ContactForm({ endpoint, mailto, labels, footnote, icons }: ContactFormProps) {
  const [sending, setSending] = useState(false);
  // State updates land after a re-render; the ref closes the gap so a quick second submit never sends twice.
  const sendingRef = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // A field typed into before this ran keeps its text, which is newer than the saved draft; a field left
    // empty takes the draft's, so neither is lost. The merge is the new draft.
    const form = formRef.current;
    if (!form) return;
    const draft = loadDraft();
    for (const key of FIELD_KEYS) {
      const element = fieldElement(form, key);
      if (draft && element && !element.value) element.value = draft[key];
    }
    saveDraft(readFields(form));
  }, []);

  const remember = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    event.target.setCustomValidity('');
    if (event.target.form) saveDraft(readFields(event.target.form));
  };

  const succeed = () => {
    toast.success(labels.sent);
    formRef.current?.reset();
    clearDraft();
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const fields = readFields(event.currentTarget);
    // A filled honeypot means a bot: send nothing, but look exactly like a success, so it learns nothing.
    if (honeypotRef.current?.value) {
      honeypotRef.current.value = '';
      succeed();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await sendContact(endpoint, toContactPayload(fields));
      succeed();
    } catch {
      // The visitor learns of the failure from the toast and the browser's console already names the failed
      // request: the site adds no error of its own.
      toast.error(labels.sendFailed);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  // The browser's own message for an empty or malformed field speaks the browser's language; the page's
  // language wins. (Without JavaScript the browser's message stays.)
  const explainInvalid = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const element = event.currentTarget;
    element.setCustomValidity('');
    if (element.validity.valueMissing) element.setCustomValidity(labels.required);
    else if (element.validity.typeMismatch) element.setCustomValidity(labels.invalidEmail);
  };

  // react-toastify's own close button is named "close" in English whatever the page's language.
  const closeButton = ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={labels.closeNotification}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons.close }} />
    </button>
  );

  const field = (key: keyof ContactFields) => ({
    id: `contact-${key}`,
    name: key,
    defaultValue: '',
    onChange: remember,
    onInvalid: explainInvalid,
    maxLength: FIELD_MAX_LENGTH[key],
    readOnly: sending,
    className: fieldClass,
  });

  return (
    <>
      <form
        ref={formRef}
        action={mailto}
        method="post"
        encType="text/plain"
        onSubmit={handleSubmit}
        aria-busy={sending}
        className="grid flex-1 gap-5 sm:grid-cols-2 lg:grid-rows-[auto_auto_1fr_auto]"
      >
        <div>
          <label htmlFor="contact-firstName" className={labelClass}>
            {labels.firstName} <span className="font-normal text-muted">{labels.optional}</span>
          </label>
          <input type="text" autoComplete="given-name" {...field('firstName')} />
        </div>
        <div>
          <label htmlFor="contact-lastName" className={labelClass}>
            {labels.lastName} <span className="font-normal text-muted">{labels.optional}</span>
          </label>
          <input type="text" autoComplete="family-name" {...field('lastName')} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-email" className={labelClass}>
            {labels.email}
          </label>
          <input type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        </div>
        <div className="flex flex-col sm:col-span-2">
          <label htmlFor="contact-message" className={labelClass}>
            {labels.message}
          </label>
          <textarea rows={8} required {...field('message')} className={`${fieldClass} min-h-36 flex-1 resize-y`} />
        </div>
        {/* Honeypot: off-screen and hidden from assistive tech and the keyboard; see handleSubmit. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor="contact-company-website">{labels.trap}</label>
          <input
            ref={honeypotRef}
            id="contact-company-website"
            type="text"
            name={HONEYPOT_NAME}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={sending}
            className="btn-primary w-full disabled:cursor-wait disabled:opacity-75 sm:w-auto sm:min-w-40"
          >
            {sending ? (
              <span
                aria-hidden="true"
                className="size-[18px] rounded-full border-2 border-on-brand/40 border-t-on-brand motion-safe:animate-spin"
              />
            ) : null}
            {sending ? labels.sending : labels.send}
            {sending ? null : <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons.send }} />}
          </button>
          <p className="text-sm text-muted">{footnote}</p>
        </div>
      </form>
      <ToastContainer
        {...TOAST_OPTIONS}
        aria-label={labels.notifications}
        closeButton={closeButton}
        style={toastStyle}
      />
    </>
  );
}
