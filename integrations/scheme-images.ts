// Finds the SVG images a page shows through <img> (or <picture>) that draw with the page's colour scheme:
// light-dark(), color-scheme, prefers-color-scheme. An image gets the page's scheme in Chromium and Firefox
// but not in WebKit (Safari), where such a picture stays light in the dark theme, so the build refuses it.
import { findTags } from '../scripts/weights/page-weight';

/** What in an SVG's text ties its colours to a colour scheme. */
const SCHEME_DEPENDENT = /light-dark\(|color-scheme/i;

export interface SchemeImage {
  /** The URL as the page writes it. */
  src: string;
  /** The file it names, for the message. */
  file: string;
}

/** The URLs an <img> or a <picture>'s <source> may load: src and every srcset candidate. */
function imageUrls(attributes: Record<string, string>): string[] {
  const srcset = (attributes.srcset ?? '')
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
  return [attributes.src ?? '', ...srcset].filter(Boolean);
}

/** The SVG markup inside a `data:image/svg+xml` URL, or undefined for any other URL. */
function dataSvg(url: string): string | undefined {
  const match = url.match(/^data:image\/svg\+xml(;base64)?[^,]*,(.*)$/is);
  if (!match) return undefined;
  return match[1] ? Buffer.from(match[2]!, 'base64').toString('utf8') : decodeURIComponent(match[2]!);
}

/**
 * The SVG images of one page that rely on the page's colour scheme. `readSvg` gives the text and the file of
 * an SVG URL of the site (undefined for a URL outside it, or not an SVG).
 */
export function schemeDependentImages(
  html: string,
  readSvg: (url: string) => { file: string; text: string } | undefined,
): SchemeImage[] {
  const found: SchemeImage[] = [];
  for (const { attributes } of findTags(html, ['img', 'source'])) {
    for (const url of imageUrls(attributes)) {
      const inline = dataSvg(url);
      const svg = inline === undefined ? readSvg(url) : { file: 'a data: URL', text: inline };
      if (svg && SCHEME_DEPENDENT.test(svg.text)) found.push({ src: url, file: svg.file });
    }
  }
  return found;
}

/** The build error for the pages' scheme-dependent images: where each one is, and what to do. */
export function schemeImagesError(pages: { route: string; images: SchemeImage[] }[]): string {
  const lines = pages.flatMap(({ route, images }) =>
    images.map(({ src, file }) => `  ${route}: <img src="${src.slice(0, 80)}"> (${file})`),
  );
  return [
    `${lines.length} SVG image(s) shown through <img> draw with light-dark() or color-scheme, which an image ` +
      'does not get from the page in Safari (WebKit): they would keep their light colours in the dark theme.',
    ...lines,
    'Show such an SVG with src/components/ui/Artwork.astro, which draws it inline, where it takes the page’s ' +
      'theme in every browser; or give it colours that read on both themes and remove light-dark() and ' +
      'color-scheme from it.',
  ].join('\n');
}
