// @ts-check
// Whether `npm start` / `npm run dev` start the local contact inbox: only when PUBLIC_API_BASE does not
// already point the contact form somewhere else.
import { inboxOptionsFromEnv } from '../inbox/options.mjs';
import { apiBaseOverride } from '../src/lib/contact-endpoint.js';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ start: false, apiBase: string } | ({ start: true } & ReturnType<typeof inboxOptionsFromEnv>)}
 */
export function inboxDecision(env) {
  const apiBase = apiBaseOverride(env);
  if (apiBase) return { start: false, apiBase };
  return { start: true, ...inboxOptionsFromEnv(env) };
}
