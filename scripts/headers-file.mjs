// Reads a `_headers` file (the format Netlify and Cloudflare Pages use) and picks the headers for a path.

/** @returns {{ pattern: RegExp, headers: Record<string, string> }[]} */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:[a-zA-Z]+/g, '[^/]+');
      current = { pattern: new RegExp(`^${source}$`), headers: {} };
      rules.push(current);
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/**
 * All headers whose rule matches the path; later rules win for the same header name.
 * @returns {Record<string, string>}
 */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) if (rule.pattern.test(path)) Object.assign(headers, rule.headers);
  return headers;
}
