import { describe, expect, it } from 'vitest';
import { relatedServices } from '../../src/lib/related-services';

const services = [
  { id: 'billing', category: 'commerce' },
  { id: 'crm', category: 'customer-relationship' },
  { id: 'funnel', category: 'sales' },
  { id: 'leads', category: 'sales' },
  { id: 'reviews', category: 'customer-relationship' },
  { id: 'team', category: 'sales' },
];
const ids = (list: { id: string }[]) => list.map((service) => service.id);

describe('related services', () => {
  it('suggests the same category first and never the page itself', () => {
    expect(ids(relatedServices(services, { id: 'leads', category: 'sales' }))).toEqual(['funnel', 'team', 'billing']);
  });
  it('fills up from other categories when its own has too few', () => {
    expect(ids(relatedServices(services, { id: 'billing', category: 'commerce' }))).toEqual(['crm', 'funnel', 'leads']);
  });
  it('returns fewer when there are not enough services', () => {
    expect(ids(relatedServices(services.slice(0, 2), { id: 'crm', category: 'customer-relationship' }))).toEqual([
      'billing',
    ]);
  });
});
