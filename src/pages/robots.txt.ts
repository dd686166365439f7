// robots.txt: allow everything (CSS, scripts and images included) and point crawlers to the sitemap.
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/links';

export const GET: APIRoute = ({ site }) => {
  const sitemap = absoluteUrl('/sitemap-index.xml', site);
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
