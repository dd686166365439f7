// Lists the routes of a built site from its HTML files: dist/plan/index.html → /plan.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export function builtRoutes(dir = 'dist') {
  const routes = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') {
        const route = `/${relative(dir, folder).split(sep).join('/')}`.replace(/\/$/, '');
        routes.push(route || '/');
      }
    }
  };
  walk(dir);
  return routes.sort();
}
