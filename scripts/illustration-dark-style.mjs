#!/usr/bin/env node
// @ts-check
// Writes each illustration's dark twin (public/illustrations/dark/<name>.svg), the drawing in the dark theme's
// colours of the table in src/styles/palette.ts; the rules are src/lib/illustration-dark-style.ts, which the
// site also uses for the drawings it shows inline.
// Usage: npm run illustrations (writes the dark twins), -- --check (lists the out-of-date ones).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { darkTwin, darkTwinFile, illustrationFiles } from '../src/lib/illustration-dark-style.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const stale = illustrationFiles().filter((file) => {
  const twin = darkTwinFile(file);
  const expected = darkTwin(readFileSync(file, 'utf8'));
  if (existsSync(twin) && readFileSync(twin, 'utf8') === expected) return false;
  if (!values.check) {
    mkdirSync(dirname(twin), { recursive: true });
    writeFileSync(twin, expected);
  }
  return true;
});
if (values.check && stale.length) {
  console.error(`Out of date (run npm run illustrations):\n${stale.join('\n')}`);
  process.exit(1);
}
console.log(values.check ? 'Every illustration has its dark twin.' : `Wrote ${stale.length} dark twin(s).`);
