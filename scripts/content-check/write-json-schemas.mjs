#!/usr/bin/env node
// @ts-check
// `npm run schemas`: writes the JSON Schemas of every collection into .vscode/schemas/ and points VS Code's YAML
// extension at them in .vscode/settings.json (`yaml.schemas`; other settings are kept). Run it after changing a
// schema in src/schemas/ or a collection in src/content-files.ts; tests/unit/json-schemas.test.ts fails until then.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateJsonSchemas, SCHEMA_FOLDER, yamlSchemaSetting } from './json-schemas.mjs';

const root = process.cwd();
const schemas = await generateJsonSchemas(root);
rmSync(join(root, SCHEMA_FOLDER), { recursive: true, force: true });
mkdirSync(join(root, SCHEMA_FOLDER), { recursive: true });
for (const { path, schema } of schemas) writeFileSync(join(root, path), `${JSON.stringify(schema, null, 2)}\n`);

const settingsPath = join(root, '.vscode/settings.json');
const settings = existsSync(settingsPath) ? JSON.parse(readFileSync(settingsPath, 'utf8')) : {};
settings['yaml.schemas'] = yamlSchemaSetting(schemas);
writeFileSync(settingsPath, `${JSON.stringify(settings, null, 2)}\n`);
console.log(
  `Wrote ${schemas.length} JSON Schemas into ${SCHEMA_FOLDER}/ and the yaml.schemas setting in .vscode/settings.json.`,
);
