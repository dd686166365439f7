// Built once into dist/social-card.png: the default Open Graph / Twitter image.
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { getSettings } from '../lib/content';
import { socialCardSvg } from '../lib/social-card';

export const GET: APIRoute = async ({ site }) => {
  const settings = await getSettings();
  const svg = socialCardSvg(settings, site ?? new URL(settings.siteUrl));
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
