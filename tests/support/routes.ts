// The page routes the site must have, and the routes actually built, for tests that walk the whole site.
import { builtRoutes as listBuilt } from '../../scripts/built-files.mjs';
import { SITE_DIR } from './sites';

export const CATEGORY_SLUGS = [
  'sales', 'marketing', 'commerce', 'automation', 'customer-relationship', 'membership', 'reporting', 'integration',
] as const;
export const SERVICE_SLUGS = [
  'crm-solution', 'customer-engagement', 'sales-funnel', 'marketing-automation', 'email-marketing', 'landing-page',
  'billing-management', 'team-collaboration', 'reputation', 'lead-generation',
] as const;

/** Every page route the site must serve (the root and unknown paths redirect and are tested apart). */
export const PAGE_ROUTES = [
  '/home', '/about', '/contact', '/plan', '/services', '/home/privacy',
  ...CATEGORY_SLUGS.map((slug) => `/services/${slug}`),
  ...SERVICE_SLUGS.map((slug) => `/service/${slug}`),
];

/** The routes of the test build, from its HTML files (without the root redirect). */
export function builtRoutes(dir = SITE_DIR): string[] {
  return listBuilt(dir).filter((route) => route !== '/');
}
