// @ts-check
// What a careful contact API accepts: a JSON object with a plausible `email`, a non-empty `message`,
// and optional string `name` / `firstname`. Every refusal names the field it is about.

/** @typedef {{ name: string, firstname: string, email: string, message: string }} ContactMessage */
/** @typedef {{ field: string, error: string }} Problem */
/** @typedef {{ ok: true, value: ContactMessage } | ({ ok: false } & Problem)} Checked */

// One @, no spaces, and a dot inside the domain: "plausible", not RFC 5322.
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// The longest address SMTP can carry (RFC 5321 §4.5.3.1.3).
const MAX_EMAIL_LENGTH = 254;

/**
 * `application/json`, optionally with `charset=utf-8`; anything else is a 415.
 * @param {string | undefined} header
 */
export function isJsonContentType(header) {
  if (typeof header !== 'string') return false;
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
}

/**
 * @param {string} field
 * @param {string} error
 * @returns {{ ok: false } & Problem}
 */
function refuse(field, error) {
  return { ok: false, field, error };
}

/**
 * Decodes the body as UTF-8 JSON.
 * @param {Uint8Array} bytes
 * @returns {{ ok: true, value: unknown } | ({ ok: false } & Problem)}
 */
export function parseJsonBody(bytes) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse('body', 'The body is not valid UTF-8.');
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return refuse('body', 'The body is not valid JSON.');
  }
}

/**
 * @param {unknown} body
 * @returns {Checked}
 */
export function validateMessage(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return refuse(
      'body',
      'The body must be a JSON object with "email" and "message" (and optionally "name" and "firstname").',
    );
  }
  const fields = /** @type {Record<string, unknown>} */ (body);
  for (const field of ['name', 'firstname']) {
    if (Object.hasOwn(fields, field) && typeof fields[field] !== 'string')
      return refuse(field, `"${field}" must be a string when it is sent.`);
  }
  const { email, message } = fields;
  if (email === undefined) return refuse('email', '"email" is required.');
  if (typeof email !== 'string') return refuse('email', '"email" must be a string.');
  const address = email.trim();
  if (address.length > MAX_EMAIL_LENGTH || !PLAUSIBLE_EMAIL.test(address)) {
    return refuse('email', '"email" must be a plausible e-mail address, like ada@example.com.');
  }
  if (message === undefined) return refuse('message', '"message" is required.');
  if (typeof message !== 'string') return refuse('message', '"message" must be a string.');
  if (message.trim() === '') return refuse('message', '"message" must not be empty.');
  return {
    ok: true,
    value: {
      name: typeof fields.name === 'string' ? fields.name.trim() : '',
      firstname: typeof fields.firstname === 'string' ? fields.firstname.trim() : '',
      email: address,
      message: message.trim(),
    },
  };
}
