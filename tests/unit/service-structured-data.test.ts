import { describe, expect, it } from 'vitest';
import { serviceStructuredData } from '../../src/lib/service-structured-data';

const trail = [
  { name: 'Home', url: 'https://www.example.com/home' },
  { name: 'Services', url: 'https://www.example.com/services' },
  { name: 'Sales', url: 'https://www.example.com/services/sales' },
  { name: 'Lead generation', url: 'https://www.example.com/service/lead-generation' },
];
const data = serviceStructuredData(
  { name: 'Lead generation', description: 'Capture leads.', url: 'https://www.example.com/service/lead-generation', category: 'Sales' },
  { brandName: 'Nimbus', brandUrl: 'https://www.example.com/home', trail },
);

describe('service structured data', () => {
  it('describes the service and its provider', () => {
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'Service',
      '@id': 'https://www.example.com/service/lead-generation#service',
      name: 'Lead generation',
      serviceType: 'Sales',
      provider: { '@type': 'Organization', name: 'Nimbus', url: 'https://www.example.com/home' },
    });
  });
  it('numbers the breadcrumb trail from 1, home first', () => {
    const crumbs = data['@graph'][1];
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'], [2, 'Services'], [3, 'Sales'], [4, 'Lead generation'],
    ]);
  });
  it('survives JSON serialisation unchanged', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
