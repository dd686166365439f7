#!/usr/bin/env node
// Checks that package-lock.json lists every optional dependency that each locked package declares.
//
// Native packages (Astro's compiler, Tailwind's oxide engine, esbuild, sharp, ...) ship one optional
// package per operating system and CPU. `npm ci` installs exactly what the lock lists, so a variant
// missing from the lock is missing on every machine of that platform ("Cannot find native binding"),
// and npm 11's `npm ci` refuses such a lock outright. npm leaves variants out when the lock is
// rewritten by an `npm install` on a machine that already has node_modules (npm/cli#4828).
//
// Reads the lock and, where installed, each package's own package.json; asks no registry.
// Usage: node scripts/lock-platforms.mjs [project folder]   (exit 1 and one line per gap when incomplete)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The package name of a lock key: "node_modules/a/node_modules/@s/b" → "@s/b". */
function nameOf(lockKey) {
  return lockKey.slice(lockKey.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** The lock key that Node's lookup would reach for `dependency` required from the package at `from`. */
export function resolveInLock(packages, from, dependency) {
  let folder = from;
  for (;;) {
    const key = `${folder ? `${folder}/` : ''}node_modules/${dependency}`;
    if (packages[key]) return key;
    if (!folder) return undefined;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent < 0 ? '' : folder.slice(0, parent);
  }
}

/**
 * Every optional dependency declared by a locked package that the lock does not list.
 * @param {{ packages: Record<string, { name?: string, version?: string, link?: boolean, optional?: boolean, optionalDependencies?: Record<string, string> }> }} lock
 * @param {(lockKey: string) => { optionalDependencies?: Record<string, string> } | undefined} readManifest
 *   the installed package.json of a lock key, if there is one
 */
export function missingOptionalDependencies(lock, readManifest = () => undefined) {
  const gaps = [];
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key || entry.link) continue;
    const declared = { ...entry.optionalDependencies, ...readManifest(key)?.optionalDependencies };
    for (const dependency of Object.keys(declared).sort()) {
      if (!resolveInLock(lock.packages, key, dependency)) {
        gaps.push({ package: nameOf(key), version: entry.version, dependency, range: declared[dependency] });
      }
    }
  }
  return gaps;
}

/** Reads the project's lock and installed manifests and returns the gaps. */
export function checkProject(root = '.') {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const readManifest = (key) => {
    const file = join(root, key, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };
  return missingOptionalDependencies(lock, readManifest);
}

export function describeGap(gap) {
  return `${gap.package}@${gap.version} declares ${gap.dependency}@${gap.range}, which package-lock.json does not list`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const gaps = checkProject(process.argv[2] ?? '.');
  if (gaps.length === 0) {
    console.log('package-lock.json lists every platform variant its packages declare.');
  } else {
    for (const gap of gaps) console.error(describeGap(gap));
    console.error(
      `\n${gaps.length} platform variants are missing: on those platforms the tree would not run. Two causes:\n` +
        '- the lock was rewritten by npm install on a machine with node_modules: rebuild it with\n' +
        '  rm -rf node_modules && npm install --package-lock-only && npm ci\n' +
        '- the registry does not serve the variant (npm view NAME@VERSION version fails): keep the version\n' +
        '  before it (see "Installing on every platform" in the README).',
    );
    process.exitCode = 1;
  }
}
