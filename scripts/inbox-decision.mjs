// @ts-check
// Whether `npm start` / `npm run dev` start the local contact inbox (issue 9): only when PUBLIC_API_BASE
// does not already point the contact form somewhere else.
import { inboxOptionsFromEnv } from '../inbox/options.mjs';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ start: false, apiBase: string } | ({ start: true } & ReturnType<typeof inboxOptionsFromEnv>)}
 */
export function inboxDecision(env) {
  const apiBase = env.PUBLIC_API_BASE?.trim();
  if (apiBase) return { start: false, apiBase };
  return { start: true, ...inboxOptionsFromEnv(env) };
}
