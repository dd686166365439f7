// @ts-check
// The contact API's address, built in one place for the form, the Content-Security-Policy, the local inbox
// and the tests. Plain JavaScript so the inbox and the scripts can import it with any Node version.

/** The path the contact form posts to under the API's origin, and the one the local inbox answers. */
export const CONTACT_PATH = '/api/send-email-app';

/**
 * The API origin this build was told to use in PUBLIC_API_BASE (trimmed), or undefined when it is not set.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function apiBaseOverride(env = process.env) {
  return env.PUBLIC_API_BASE?.trim() || undefined;
}

/**
 * The contact API's origin: PUBLIC_API_BASE when set, else `apiBase` from the white-label settings. The CSP's
 * connect-src and the form's address both come from here, so the page never posts where the policy blocks.
 * @param {{ apiBase: string }} settings
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function contactApiBase(settings, env = process.env) {
  return apiBaseOverride(env) ?? settings.apiBase;
}

/**
 * The endpoint under an API origin: `https://api.example.com` → `https://api.example.com/api/send-email-app`.
 * @param {string} apiBase
 * @returns {string}
 */
export function contactEndpoint(apiBase) {
  return `${apiBase.replace(/\/+$/, '')}${CONTACT_PATH}`;
}
