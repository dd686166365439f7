// A writer's mistake in content/ must stop the build with the file, the field and what was expected.
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy, type ProjectCopy } from '../support/project-copy';

const copies: ProjectCopy[] = [];
const copy = () => {
  const project = projectCopy();
  copies.push(project);
  return project;
};
afterAll(() => copies.forEach((project) => project.remove()));

describe('content errors', () => {
  it('names the file and the field of a wrong value and an unknown key', () => {
    const project = copy();
    project.edit('content/settings/site.yaml', (text) =>
      text
        .replace(/^([ \t]+primary:).*$/m, '$1 purple')
        .replace(/^loginUrl:/m, 'loginLink: https://x.example.com\nloginUrl:'),
    );
    const { status, output } = project.sync();
    expect(status).not.toBe(0);
    expect(output).toContain('content/settings/site.yaml');
    expect(output).toContain('colors.primary: Write a colour as a six-digit hex code');
    expect(output).toMatch(/Unrecognized key: "loginLink"/);
  }, 60_000);

  it('names the MDX file and field when frontmatter has the wrong type', () => {
    const project = copy();
    project.edit('content/pages/about.mdx', (text) =>
      text.replace(/^([ \t]+- year:).*$/m, '$1 "two thousand and one"'),
    );
    const { status, output } = project.sync();
    expect(status).not.toBe(0);
    expect(output).toContain('content/pages/about.mdx');
    expect(output).toMatch(/journey\.milestones\.0\.year/);
  }, 60_000);
});
