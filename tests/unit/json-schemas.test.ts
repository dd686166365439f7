// The JSON Schemas in .vscode/schemas/ (for VS Code's YAML extension) are made from the zod schemas by
// `npm run schemas`: they must match what the zod schemas give now, accept all the content there is, and
// refuse the mistakes an editor should underline: a wrong type, a missing field, an unknown field. The
// translations in content/<code>/ have schemas of their own, which offer only the fields of words.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { collectionFiles, loadCollections } from '../../scripts/content-check/collections.mjs';
import { generateJsonSchemas, yamlSchemaSetting } from '../../scripts/content-check/json-schemas.mjs';
import { readSource } from '../../scripts/content-check/source.mjs';
import { readContentFiles } from '../../scripts/content-check/translation-files.mjs';

const root = resolve('.');
const generated = await generateJsonSchemas(root);
const collections = await loadCollections(root);
const contentFiles = await readContentFiles(root, collections);
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const validatorFor = (name: string) => {
  const item = generated.find((schema) => schema.path.endsWith(`/${name}.schema.json`));
  if (!item) throw new Error(`no JSON Schema for ${name}`);
  return new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(item.schema);
};
/** The data of every file of a collection, as the editor sees it (an MDX file: its frontmatter). */
const contentOf = (name: string) => {
  const collection = collections.find((item) => item.name === name);
  if (!collection) throw new Error(`no collection ${name}`);
  return collectionFiles(collection).map((file) => ({ file, data: readSource(root, file).data }));
};
/** The data of every translation of a collection's files. */
const translationsOf = (name: string) =>
  contentFiles.translations
    .filter((file) => file.collection?.name === name)
    .map((file) => ({ file: file.file, data: readSource(root, file.path).data }));
/** Whether a glob of the yaml.schemas setting (`*` for one folder) matches a file's path from the project root. */
const matches = (glob: string, file: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file);

describe('JSON Schemas for editors', () => {
  it('are in step with the zod schemas (run `npm run schemas` after changing one)', () => {
    for (const { path, schema } of generated) expect(readJson(path), path).toEqual(schema);
    expect(readJson('.vscode/settings.json')['yaml.schemas']).toEqual(yamlSchemaSetting(generated));
    expect(readJson('.vscode/extensions.json').recommendations).toContain('redhat.vscode-yaml');
  });

  it('cover every collection and point the YAML extension at every YAML file', () => {
    expect(generated.map((schema) => schema.schema.title).sort()).toEqual(
      collections.flatMap((collection) => [collection.name, `${collection.name}Translation`]).sort(),
    );
    const setting = yamlSchemaSetting(generated);
    for (const collection of collections.filter((item) => !String(item.pattern).endsWith('.mdx'))) {
      expect(setting[`./.vscode/schemas/${collection.name}.schema.json`], collection.name).toBeDefined();
    }
  });

  it('apply to the translations in every language folder with schemas of their own', () => {
    const setting = yamlSchemaSetting(generated);
    const schemaFor = (file: string) =>
      Object.entries(setting).flatMap(([schema, globs]) => (globs.some((glob) => matches(glob, file)) ? [schema] : []));
    const yamlTranslations = contentFiles.translations.filter((file) => file.file.endsWith('.yaml'));
    for (const file of yamlTranslations) {
      expect(schemaFor(file.file), file.file).toEqual([
        `./.vscode/schemas/${file.collection?.name}Translation.schema.json`,
      ]);
    }
    // A language added later is covered without running `npm run schemas` again.
    expect(schemaFor('content/xx/pages/home.yaml')).toEqual(['./.vscode/schemas/homePageTranslation.schema.json']);
    expect(schemaFor('content/pages/home.yaml')).toEqual(['./.vscode/schemas/homePage.schema.json']);
    expect(schemaFor('content/xx/settings/site.yaml')).toEqual(['./.vscode/schemas/settingsTranslation.schema.json']);
    expect(schemaFor('content/settings/site.yaml')).toEqual(['./.vscode/schemas/settings.schema.json']);
  });

  it('explain each field with its comment from src/schemas/', () => {
    const services = generated.find((schema) => schema.schema.title === 'services')?.schema;
    expect(services?.properties.heading.description).toMatch(/main heading/);
    expect(services?.properties.category.description).toMatch(/content\/categories\//);
  });

  it('accept all the content there is, in every language', () => {
    for (const collection of collections) {
      const validate = validatorFor(collection.name);
      for (const { file, data } of contentOf(collection.name))
        expect(validate(data) ? [] : validate.errors, file).toEqual([]);
      const validateTranslation = validatorFor(`${collection.name}Translation`);
      for (const { file, data } of translationsOf(collection.name))
        expect(validateTranslation(data) ? [] : validateTranslation.errors, file).toEqual([]);
    }
  });

  it('refuse a wrong type, a missing field and an unknown field', () => {
    const validate = validatorFor('categories');
    const [{ data }] = contentOf('categories');
    const category = data as Record<string, unknown>;
    const refused = (changed: Record<string, unknown>) =>
      validate(changed)
        ? []
        : validate.errors?.map((error) => `${error.keyword} ${error.instancePath} ${JSON.stringify(error.params)}`);
    expect(refused({ ...category, order: String(category.order) })).toContainEqual(
      expect.stringMatching(/^type \/order /),
    );
    const { subtitle, ...withoutSubtitle } = category;
    expect(subtitle).toBeDefined();
    expect(refused(withoutSubtitle)).toContainEqual(expect.stringMatching(/^required {2}.*"subtitle"/));
    expect(refused({ ...withoutSubtitle, subtitel: subtitle })).toContainEqual(
      expect.stringMatching(/^additionalProperties {2}.*"subtitel"/),
    );
    const plans = validatorFor('plans');
    const [{ data: plan }] = contentOf('plans');
    expect(plans({ ...(plan as object), monthly: '€197' })).toBe(false);
  });

  it('offer a translation only the fields of words, explained as in the file it translates', () => {
    const translation = generated.find((schema) => schema.schema.title === 'plansTranslation')?.schema;
    const plan = generated.find((schema) => schema.schema.title === 'plans')?.schema;
    expect(Object.keys(plan?.properties)).toEqual(expect.arrayContaining(['name', 'monthly', 'order']));
    expect(Object.keys(translation?.properties)).toContain('name');
    expect(Object.keys(translation?.properties)).not.toContain('monthly');
    expect(Object.keys(translation?.properties)).not.toContain('order');
    expect(translation?.properties.name.description).toBe(plan?.properties.name.description);
    expect(translation?.additionalProperties).toBe(false);
  });
});
