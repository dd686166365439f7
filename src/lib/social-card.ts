// The default 1200×630 social sharing image, drawn from the brand settings.
import type { Settings } from '../schemas/settings';

const escape = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Splits a line into rows of at most `width` characters, on word boundaries. */
export function wrap(textToWrap: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of textToWrap.split(/\s+/)) {
    if (row && `${row} ${word}`.length > width) {
      rows.push(row);
      row = word;
    } else row = row ? `${row} ${word}` : word;
  }
  if (row) rows.push(row);
  return rows;
}

/** `site` is the build's origin (SITE_URL, else the settings' siteUrl), printed at the bottom. */
export function socialCardSvg(settings: Settings, site: URL): string {
  const { primary, accent } = settings.colors;
  const lines = wrap(settings.brand.tagline, 30).slice(0, 3);
  const font = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${primary}"/>
  <circle cx="1100" cy="80" r="320" fill="${accent}" opacity="0.35"/>
  <circle cx="80" cy="620" r="260" fill="#ffffff" opacity="0.08"/>
  <text x="90" y="150" font-family="${font}" font-size="44" font-weight="700" fill="#ffffff">${escape(settings.brand.name)}</text>
  ${lines.map((line, i) => `<text x="90" y="${290 + i * 82}" font-family="${font}" font-size="68" font-weight="700" fill="#ffffff">${escape(line)}</text>`).join('\n  ')}
  <text x="90" y="560" font-family="${font}" font-size="30" fill="#ffffff" opacity="0.85">${escape(site.host)}</text>
</svg>`;
}
