// @ts-check
// CORS for the site's local origins: the dev server and the production preview run on another port than
// the inbox, so the browser asks first (a JSON POST is never a "simple" request).

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** @param {string | undefined} origin */
export function isAllowedOrigin(origin) {
  return typeof origin === 'string' && LOCAL_ORIGIN.test(origin);
}

/**
 * Headers every answer carries so the page may read it; other origins get none, and the browser blocks them.
 * @param {string | undefined} origin
 * @returns {Record<string, string>}
 */
export function corsHeaders(origin) {
  return isAllowedOrigin(origin)
    ? { 'Access-Control-Allow-Origin': /** @type {string} */ (origin), Vary: 'Origin' }
    : { Vary: 'Origin' };
}

/**
 * The answer to a preflight OPTIONS request.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {Record<string, string>}
 */
export function preflightHeaders(headers) {
  const base = corsHeaders(headers.origin);
  if (!base['Access-Control-Allow-Origin']) return base;
  return {
    ...base,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    // Chrome's Private Network Access asks this when a page on one local port calls another.
    ...(headers['access-control-request-private-network'] === 'true'
      ? { 'Access-Control-Allow-Private-Network': 'true' }
      : {}),
  };
}
