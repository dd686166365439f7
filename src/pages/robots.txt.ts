// robots.txt: allow everything (CSS, scripts and images included) and point crawlers to the sitemap.
import type { APIRoute } from 'astro';
import { withBase } from '../lib/links';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(withBase('/sitemap-index.xml'), site).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
