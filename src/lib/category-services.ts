// Which service pages a category lists: those whose `category` is the category's file name, by name, so
// the list reads the same on the category page and on /services whatever order the entries come in.
import type { Service } from '../schemas/service';

type Listed = Pick<Service, 'category' | 'name'>;

/** The services of one category, in alphabetical order of their names. */
export function servicesInCategory<T extends Listed>(services: readonly T[], category: string): T[] {
  return services.filter((service) => service.category === category).sort((a, b) => a.name.localeCompare(b.name));
}
