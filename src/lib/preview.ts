// What changes when a build is the preview of a pull request (`npm run build:preview -- <n>`, which sets
// PREVIEW_PR): search engines are kept out, addresses point at the production site, and the contact form
// never posts to the production API. Every other build is left exactly as it is.
// Plain type annotations only, so that Node can run this file as it is (scripts/build-preview.mjs).

type Env = Record<string, string | undefined>;

/** The number of the pull request this build previews, or undefined for every other build. */
export function previewedPullRequest(env: Env = process.env): number | undefined {
  const value = env.PREVIEW_PR?.trim();
  if (!value) return undefined;
  if (!/^[1-9]\d*$/.test(value))
    throw new Error(`PREVIEW_PR must be the number of a pull request, e.g. 42, not "${value}".`);
  return Number(value);
}

/**
 * The contact API this build's form posts to and its Content-Security-Policy allows: the production one,
 * except in a preview, which posts to PREVIEW_API_BASE when that is set and nowhere otherwise (the form
 * then gives way to a note). A PREVIEW_API_BASE on the production API's origin is refused.
 */
export function contactApiFor(productionApiBase: string, env: Env = process.env): string | undefined {
  if (previewedPullRequest(env) === undefined) return productionApiBase;
  const previewApi = env.PREVIEW_API_BASE?.trim();
  if (!previewApi) return undefined;
  if (new URL(previewApi).origin === new URL(productionApiBase).origin) {
    throw new Error(
      `PREVIEW_API_BASE is the production contact API (${productionApiBase}): a preview must never post there.`,
    );
  }
  return previewApi;
}

/**
 * A page's path on the production site: in a preview, the path without the preview's base
 * (`/pr-<n>/plan/` → `/plan/`); in every other build, the path as it is.
 */
export function productionPath(pathname: string, base: string, env: Env = process.env): string {
  if (previewedPullRequest(env) === undefined) return pathname;
  const prefix = base.replace(/\/+$/, '');
  if (!prefix || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/**
 * A page's canonical path: its path on the production site without a trailing slash (`/pr-<n>/plan/` →
 * `/plan`), as its canonical link and the sitemap name it; the host serves `/plan/` too.
 */
export function canonicalPath(pathname: string, base: string, env: Env = process.env): string {
  return productionPath(pathname, base, env).replace(/\/+$/, '') || '/';
}

/**
 * Whether draft posts are published: in `npm run dev` (`dev`) and in pull-request previews, so that a writer
 * and a reviewer see them, never in a production build.
 */
export const draftsShown = (dev: boolean, env: Env = process.env) => dev || previewedPullRequest(env) !== undefined;
