// Builds the Content-Security-Policy from what the built pages actually contain (hashes of every inline
// script that is not a data block, style and style attribute) and from the white-label settings (the contact API origin, the plan
// preview origins), so a rebrand or a new island keeps the policy right without hand edits.
import { createHash } from 'node:crypto';

export interface InlineSources {
  scripts: Set<string>;
  styles: Set<string>;
  styleAttributes: Set<string>;
}

export interface PolicyInputs extends InlineSources {
  /** Origin the contact form posts to, e.g. `https://api.example.com`; none for a preview without a test API. */
  apiOrigin: string | undefined;
  /** Origins of the pages the plan popup embeds. */
  frameOrigins: string[];
}

export const emptySources = (): InlineSources => ({
  scripts: new Set(),
  styles: new Set(),
  styleAttributes: new Set(),
});

const sha256 = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The `type` values of a script the browser runs or reads as rules, so that CSP applies to it: none or empty,
 * a JavaScript MIME type, `module`, `importmap`, `speculationrules`. Any other type makes a data block, such as
 * the pages' JSON-LD (`application/ld+json`), which CSP ignores: hashing those would add one hash per page.
 */
const POLICED_SCRIPT_TYPE =
  /^(?:|module|importmap|speculationrules|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

function scriptType(attributes: string): string {
  const match = attributes.match(/\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

/**
 * Collects the CSP hashes of one HTML document's inline scripts (data blocks left out), <style> blocks and
 * style="" attributes.
 */
export function collectInlineSources(html: string, into: InlineSources = emptySources()): InlineSources {
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes) || !match[2] || !POLICED_SCRIPT_TYPE.test(scriptType(attributes))) continue;
    into.scripts.add(sha256(match[2]));
  }
  for (const match of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)) into.styles.add(sha256(match[2] ?? ''));
  for (const match of html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi))
    into.styleAttributes.add(sha256(decodeEntities(match[1] ?? '')));
  return into;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const sorted = (values: Iterable<string>) => [...values].sort();

/** The policy as one header value. Every directive lists only what the site uses. */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const styleAttributes = inputs.styleAttributes.size ? ["'unsafe-hashes'", ...sorted(inputs.styleAttributes)] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Site search's Pagefind compiles its WebAssembly: 'wasm-unsafe-eval' allows that and no JavaScript eval.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...sorted(inputs.scripts)]],
    ['style-src', ["'self'", ...sorted(inputs.styles), ...styleAttributes]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(inputs.apiOrigin ? [inputs.apiOrigin] : [])]],
    ['frame-src', inputs.frameOrigins.length ? sorted(new Set(inputs.frameOrigins)) : ["'none'"]],
    ['form-action', ["'self'", 'mailto:']],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers every response carries: a stylesheet's referrer policy also governs the requests it makes. */
export const everyResponseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Headers a browser reads on documents only, beside the Content-Security-Policy: they are sent with pages and
 * not with pictures, stylesheets and scripts, where they would do nothing and, over HTTP/1.1, repeat about
 * 1.6 KB on every response.
 */
export const documentHeaders = {
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const CACHE_HTML = 'public, max-age=0, must-revalidate';
export const CACHE_HASHED = 'public, max-age=31536000, immutable';

/**
 * The URL patterns that cover every page route without touching `/_astro/`: `/` itself, then per folder
 * that holds pages one placeholder for the last segment (`/:page`, `/service/:page`), each also with a
 * trailing slash; folders that differ in one segment below the first share a placeholder there
 * (`/blog/tag/:tag/page/:page` for every tag's later pages). A placeholder matches one path segment, so the
 * list grows with the site's kinds of page, never with its pages or tags; the first segment is never one,
 * so that no pattern reaches into `/_astro/`.
 */
export function pageRoutePatterns(routes: string[]): string[] {
  let folders = new Set<string>();
  let root = false;
  for (const route of routes) {
    const segments = route.split('/').filter(Boolean);
    if (!segments.length) root = true;
    else folders.add(['', ...segments.slice(0, -1), ':page'].join('/'));
  }
  folders = mergeFolders(folders);
  const patterns = [...folders].flatMap((pattern) => [pattern, `${pattern}/`]);
  return [...(root ? ['/'] : []), ...patterns].sort();
}

/** Patterns that differ in one segment below the first, merged into one with a placeholder there, until none do. */
function mergeFolders(patterns: Set<string>): Set<string> {
  for (;;) {
    const groups = new Map<string, string[]>();
    for (const pattern of patterns) {
      const segments = pattern.split('/');
      // segments[0] is '' and segments[1] the first segment; the last is already a placeholder.
      for (let index = 2; index < segments.length - 1; index++) {
        if (segments[index]!.startsWith(':')) continue;
        const key = [...segments.slice(0, index), `:${segments[index - 1]}`, ...segments.slice(index + 1)].join('/');
        groups.set(key, [...(groups.get(key) ?? []), pattern]);
      }
    }
    const merge = [...groups.entries()].find(([, members]) => members.length > 1);
    if (!merge) return patterns;
    const [merged, members] = merge;
    patterns = new Set([...patterns].filter((pattern) => !members.includes(pattern)));
    patterns.add(merged);
  }
}

/**
 * A `_headers` file (Netlify / Cloudflare Pages format): every path gets `everyResponseHeaders`, `/_astro/*` the
 * hashed files' Cache-Control, and each page pattern the pages' Cache-Control, the policy and `documentHeaders`.
 * No header is set by two rules that match one path (so Cache-Control and the policy never on `/*`): a host
 * joins or replaces the values of every matching rule.
 */
export function headersFile({ policy, base, routes }: { policy: string; base: string; routes: string[] }): string {
  const prefix = base.replace(/\/+$/, '');
  const block = (pattern: string, headers: Record<string, string>) =>
    [`${prefix}${pattern}`, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const pageHeaders = { 'Cache-Control': CACHE_HTML, 'Content-Security-Policy': policy, ...documentHeaders };
  return `${[
    `# Generated at build time by integrations/security-headers.ts; do not edit by hand.\n${block('/*', everyResponseHeaders)}`,
    block('/_astro/*', { 'Cache-Control': CACHE_HASHED }),
    ...pageRoutePatterns(routes).map((pattern) => block(pattern, pageHeaders)),
  ].join('\n\n')}\n`;
}
