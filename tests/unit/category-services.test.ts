import { describe, expect, it } from 'vitest';
import { servicesInCategory } from '../../src/lib/category-services';

const services = [
  { id: 'team', name: 'Team rota', category: 'sales' },
  { id: 'crm', name: 'Client records', category: 'customer-relationship' },
  { id: 'funnel', name: 'Deal stages', category: 'sales' },
  { id: 'leads', name: 'Prospect finder', category: 'sales' },
];
const ids = (list: { id: string }[]) => list.map((service) => service.id);

describe('services in a category', () => {
  it('keeps only the services of that category, by name', () => {
    expect(ids(servicesInCategory(services, 'sales'))).toEqual(['funnel', 'leads', 'team']);
  });
  it('gives the same order whatever order the entries come in', () => {
    expect(ids(servicesInCategory([...services].reverse(), 'sales'))).toEqual(['funnel', 'leads', 'team']);
  });
  it('is empty for a category without services', () => {
    expect(servicesInCategory(services, 'reporting')).toEqual([]);
  });
  it('leaves its argument as it was', () => {
    const before = ids(services);
    servicesInCategory(services, 'sales');
    expect(ids(services)).toEqual(before);
  });
});
