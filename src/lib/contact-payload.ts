// The contact form's fields and the JSON body the API receives (the address: src/lib/contact-endpoint.js).

/** What the visitor types, under the names the form uses. */
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

/** The body of POST {api-base}/api/send-email-app; the keys are fixed by the API. */
export interface ContactPayload {
  name: string;
  firstname: string;
  email: string;
  message: string;
}

export const EMPTY_FIELDS: ContactFields = { firstName: '', lastName: '', email: '', message: '' };

/** Maximum lengths: generous for real messages, bounded for the API; 254 is the longest valid e-mail address. */
export const FIELD_MAX_LENGTH: Record<keyof ContactFields, number> = {
  firstName: 80,
  lastName: 80,
  email: 254,
  message: 5000,
};

/**
 * Maps the typed fields to the API's keys. `name` carries the LAST name and `firstname` the first name
 * (an earlier version of the form always sent an empty `name`).
 */
export function toContactPayload(fields: ContactFields): ContactPayload {
  return {
    name: fields.lastName.trim(),
    firstname: fields.firstName.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
  };
}
