// Which other service pages a service page suggests: those of its own category first, then the rest,
// each group in the order given, so every page offers the same number of next steps.
import type { Service } from '../schemas/service';

type HasCategory = Pick<Service, 'category'> & { id: string };

/** Up to `count` services other than `current`, same category first. */
export function relatedServices<T extends HasCategory>(all: readonly T[], current: HasCategory, count = 3): T[] {
  const others = all.filter((service) => service.id !== current.id);
  const sameCategory = others.filter((service) => service.category === current.category);
  const elsewhere = others.filter((service) => service.category !== current.category);
  return [...sameCategory, ...elsewhere].slice(0, count);
}
