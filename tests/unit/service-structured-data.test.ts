import { describe, expect, it } from 'vitest';
import { serviceStructuredData } from '../../src/lib/service-structured-data';

const trail = [
  { name: 'Start', url: 'https://www.example.com/home' },
  { name: 'Catalogue', url: 'https://www.example.com/services' },
  { name: 'Deals', url: 'https://www.example.com/services/sales' },
  { name: 'Lead capture', url: 'https://www.example.com/service/lead-generation' },
];
const data = serviceStructuredData(
  {
    name: 'Lead capture',
    description: 'Capture leads.',
    url: 'https://www.example.com/service/lead-generation',
    category: 'Deals',
  },
  { brandName: 'Acme', brandUrl: 'https://www.example.com/home', trail },
);

describe('service structured data', () => {
  it('describes the service and its provider', () => {
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'Service',
      '@id': 'https://www.example.com/service/lead-generation#service',
      name: 'Lead capture',
      serviceType: 'Deals',
      provider: { '@type': 'Organization', name: 'Acme', url: 'https://www.example.com/home' },
    });
  });
  it('numbers the breadcrumb trail from 1, home first', () => {
    const crumbs = data['@graph'][1];
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Start'],
      [2, 'Catalogue'],
      [3, 'Deals'],
      [4, 'Lead capture'],
    ]);
  });
  it('survives JSON serialisation unchanged', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
