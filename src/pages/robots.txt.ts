// robots.txt: allow everything (CSS, scripts and images included) and point crawlers to the sitemap; a
// pull-request preview disallows everything.
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/links';
import { previewedPullRequest } from '../lib/preview';

export const GET: APIRoute = ({ site }) => {
  if (previewedPullRequest() !== undefined)
    return new Response('User-agent: *\nDisallow: /\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const sitemap = absoluteUrl('/sitemap-index.xml', site);
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
