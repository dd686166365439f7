// Service and BreadcrumbList structured data (schema.org JSON-LD) for a /service/<slug> page, so search
// engines see what the service is, who provides it and where it sits: Home › Services › category › service.
import type { Service } from '../schemas/service';

interface Crumb {
  name: string;
  /** Absolute URL of the page. */
  url: string;
}

type ServiceForStructuredData = Pick<Service, 'name' | 'description'> & {
  /** Absolute URL of the service page. */
  url: string;
  /** The category's name, used as the service type, e.g. `Customer Relationship`. */
  category: string;
};

/** A JSON-LD graph for `<script type="application/ld+json">`; `trail` runs from the home page to the service. */
export function serviceStructuredData(
  service: ServiceForStructuredData,
  { brandName, brandUrl, trail }: { brandName: string; brandUrl: string; trail: Crumb[] },
) {
  const described = {
    '@type': 'Service',
    '@id': `${service.url}#service`,
    name: service.name,
    description: service.description,
    serviceType: service.category,
    url: service.url,
    provider: { '@type': 'Organization', name: brandName, url: brandUrl },
  };
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [described, breadcrumbs] as [typeof described, typeof breadcrumbs],
  };
}
