// DECISIONS.md: the contact API's origin comes from the settings; PUBLIC_API_BASE overrides it at build time.
// The config (for the CSP's connect-src) and the contact page (for the form's address) both ask here, so the
// page can never post to an origin the policy blocks. Read from process.env, as scripts/inbox-decision.mjs does.
export function resolveApiBase(settingsApiBase: string, env: Record<string, string | undefined> = process.env): string {
  return env.PUBLIC_API_BASE?.trim() || settingsApiBase;
}
