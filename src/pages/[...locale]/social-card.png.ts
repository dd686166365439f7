// Built once per language into social-card.png (de/social-card.png, …): the Open Graph / Twitter image, with
// the brand's tagline in that language.
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { getSettings } from '../../lib/content';
import { socialCardSvg } from '../../lib/social-card';
import { everyLanguage } from '../../i18n/page-locale';

export const getStaticPaths = everyLanguage;

export const GET: APIRoute = async ({ site, locals }) => {
  const settings = await getSettings(locals.locale);
  const svg = socialCardSvg(settings, site ?? new URL(settings.siteUrl));
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
