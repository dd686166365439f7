// The environment a command started by a test should see: the shell's, without what Vitest adds for its
// workers. Vitest copies Vite's import.meta.env into process.env (MODE, DEV, PROD, SSR, SITE, BASE_URL,
// ASSETS_PREFIX) and sets NODE_ENV=test; an `astro build` or `astro dev` started under them runs half in dev
// mode (empty collections, React's development build, a dev server that sends no reloads).
const VITEST_ONLY = /^(VITEST.*|NODE_ENV|TEST|MODE|DEV|PROD|SSR|SITE|BASE_URL|ASSETS_PREFIX)$/;

export function outsideEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_ONLY.test(name)));
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...extra };
}
