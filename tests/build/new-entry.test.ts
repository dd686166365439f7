// `npm run new:service` and `npm run new:category` create skeletons that pass the schemas.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../support/project-copy';

const project = projectCopy();
afterAll(() => project.remove());
const node = resolve('node_modules/.bin/node');

describe('new content skeletons', () => {
  it('creates a service and a category that validate', () => {
    const service = project.run(node, ['scripts/new-entry.mjs', 'service', 'lead-nurturing', '--category', 'marketing']);
    expect(service.output).toContain('Created content/services/lead-nurturing.mdx');
    const category = project.run(node, ['scripts/new-entry.mjs', 'category', 'loyalty']);
    expect(category.output).toContain('Created content/categories/loyalty.mdx');
    expect(existsSync(join(project.dir, 'content/categories/loyalty.mdx'))).toBe(true);
    const { status, output } = project.sync();
    expect(output).not.toMatch(/does not match collection schema/);
    expect(status).toBe(0);
  }, 60_000);

  it('refuses a bad slug and an existing file', () => {
    expect(project.run(node, ['scripts/new-entry.mjs', 'service', 'Lead Nurturing']).status).toBe(1);
    const again = project.run(node, ['scripts/new-entry.mjs', 'service', 'crm-solution']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('already exists');
  });
});
