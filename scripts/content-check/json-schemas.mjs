// @ts-check
// JSON Schemas made from the site's zod schemas, one per collection, for editors: with them VS Code's YAML
// extension explains each field, completes names and values, and underlines a wrong type, a missing field or an
// unknown one while the writer types. Each field's description is its comment in src/schemas/. The checks zod
// runs in code (a fact's "Did you know?", a link's page, …) stay with `npm run check:content`. The translations
// of a collection's files in every language's folder (`content/*/pages/home.yaml`) have a schema of their own,
// `<name>Translation`, that offers only the fields of words (src/schemas/words-only.ts).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'astro/zod';
import { collectionFiles, loadCollections } from './collections.mjs';
import { fieldDoc, readFieldDocs } from './field-docs.mjs';
import { loadModule } from './load-ts.mjs';
import { CONTENT_FOLDER } from '../../src/lib/content-folder.ts';

/** Where the schemas are written, from the project root; .vscode/settings.json points the YAML extension at them. */
export const SCHEMA_FOLDER = '.vscode/schemas';

/**
 * @typedef {object} GeneratedSchema
 * @property {string} path e.g. `.vscode/schemas/plans.schema.json`
 * @property {Record<string, any>} schema
 * @property {string[]} files glob patterns of the files it describes, from the project root
 * @property {boolean} frontmatter the files are MDX, the schema describes their frontmatter
 */

/**
 * @param {string} root
 * @returns {Promise<GeneratedSchema[]>}
 */
export async function generateJsonSchemas(root) {
  const collections = await loadCollections(root);
  const docs = await readFieldDocs(root);
  const schemaNames = await exportedSchemaNames(root);
  // Lists that come from the content itself (the category names of a service) would make the schemas stale
  // whenever a writer adds a file: such fields are described, not listed.
  const idLists = new Map(
    collections.map((collection) => [
      idKey(
        collectionFiles(collection).map(
          (file) =>
            file
              .split(sep)
              .pop()
              ?.replace(/\.[^.]+$/, '') ?? '',
        ),
      ),
      collection,
    ]),
  );
  /**
   * @param {string} name
   * @param {import('astro/zod').ZodType} zodSchema
   * @param {string[]} files
   * @param {import('astro/zod').ZodType} [original] for a translation's schema, the schema of the files it translates
   * @returns {GeneratedSchema}
   */
  const generated = (name, zodSchema, files, original) => {
    const frontmatter = files.every((file) => /\.mdx?$/.test(file));
    const entrySchema = z.toJSONSchema(zodSchema, {
      target: 'draft-07',
      io: 'input',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        const def = /** @type {any} */ (zodSchema)._zod.def;
        if (def.type === 'object' && jsonSchema.properties) {
          const keys = Object.keys(def.shape);
          for (const key of keys) {
            const doc = fieldDoc(docs, keys, key);
            const property = jsonSchema.properties[key];
            // A copy: a schema used by several fields (e.g. `text`) is one shared object in zod's output.
            if (doc && property && typeof property === 'object')
              jsonSchema.properties[key] = { ...property, description: doc, markdownDescription: doc };
          }
        }
        if (def.type === 'enum') {
          const named = idLists.get(idKey(Object.values(def.entries).map(String)));
          if (named) {
            const folder = posix(relative(root, named.base));
            delete jsonSchema.enum;
            Object.assign(jsonSchema, {
              type: 'string',
              pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
              description: `The file name (without extension) of one of ${folder}/.`,
            });
          }
        }
      },
    });
    // A list file's schema (`z.array(faqSchema)`) is explained by its item's.
    const described = original ?? zodSchema;
    const exported = schemaNames.get(described) ?? schemaNames.get(/** @type {any} */ (described)._zod.def.element);
    const explained = exported ? docs.exports.get(exported) : undefined;
    const description =
      explained && original
        ? `A translation, which holds only the words: every other value comes from the file it translates. ${explained}`
        : explained;
    const { $schema, ...entry } = entrySchema;
    return {
      path: `${SCHEMA_FOLDER}/${name}.schema.json`,
      files,
      frontmatter,
      schema: { $schema, title: name, ...(description ? { description } : {}), ...entry },
    };
  };
  return collections.flatMap((collection) => {
    const files = patterns(root, collection);
    // Any folder name stands for a language's code, so that adding a language needs no new setting.
    const translations = files.map((file) => file.replace(`${CONTENT_FOLDER}/`, `${CONTENT_FOLDER}/*/`));
    return [
      generated(collection.name, collection.schema, files),
      generated(`${collection.name}Translation`, collection.translationSchema, translations, collection.schema),
    ];
  });
}

/** @param {string[]} ids */
const idKey = (ids) => [...ids].sort().join('\u0000');

/** @param {string} path */
const posix = (path) => path.split(sep).join('/');

/**
 * @param {string} root
 * @param {import('./collections.mjs').Collection} collection
 */
function patterns(root, collection) {
  const base = posix(relative(root, collection.base));
  return (Array.isArray(collection.pattern) ? collection.pattern : [collection.pattern]).map(
    (pattern) => `${base}/${pattern}`,
  );
}

/**
 * The exported name of each schema object in src/schemas/, to give each JSON Schema its comment.
 * @param {string} root
 * @returns {Promise<Map<unknown, string>>}
 */
async function exportedSchemaNames(root) {
  const names = new Map();
  const folder = join(root, 'src/schemas');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    for (const [name, value] of Object.entries(await loadModule(join(folder, file)))) names.set(value, name);
  }
  return names;
}

/**
 * The `yaml.schemas` setting of VS Code's YAML extension (Red Hat): which schema each YAML file follows.
 * MDX frontmatter is left out: no VS Code extension applies a JSON Schema to it.
 * @param {GeneratedSchema[]} schemas
 */
export function yamlSchemaSetting(schemas) {
  return Object.fromEntries(schemas.filter((item) => !item.frontmatter).map((item) => [`./${item.path}`, item.files]));
}
