// The contact form's fields and the JSON body the API receives (SPEC §3, §7).
import { CONTACT_PATH } from './spec-constants';

/** What the visitor types, under the names the form uses. */
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

/** The body of POST {api-base}/api/send-email-app; the keys are fixed by the API (SPEC §7). */
export interface ContactPayload {
  name: string;
  firstname: string;
  email: string;
  message: string;
}

export const EMPTY_FIELDS: ContactFields = { firstName: '', lastName: '', email: '', message: '' };

/** Maximum lengths (DECISIONS.md "sensible maximum lengths"; 254 is the longest valid e-mail address). */
export const FIELD_MAX_LENGTH: Record<keyof ContactFields, number> = {
  firstName: 80,
  lastName: 80,
  email: 254,
  message: 5000,
};

/**
 * Maps the typed fields to the API's keys. `name` carries the LAST name and `firstname` the first name
 * (DECISIONS.md: the original always sent an empty `name`).
 */
export function toContactPayload(fields: ContactFields): ContactPayload {
  return {
    name: fields.lastName.trim(),
    firstname: fields.firstName.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
  };
}

/** The endpoint under an API origin: `https://api.example.com` → `https://api.example.com/api/send-email-app`. */
export function contactEndpoint(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}${CONTACT_PATH}`;
}
