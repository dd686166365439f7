#!/usr/bin/env node
// Installs this project's lock as a macOS or Windows machine would, in a scratch folder, and checks
// that every native package gets its binding for that platform (Astro's compiler, Tailwind's oxide,
// esbuild, rolldown, lightningcss, sharp, ...). Run it after any change of package-lock.json.
//
// Usage: npm run try:platforms [-- darwin/arm64 win32/x64 linux/arm64/musl ...]
//        (default: darwin/arm64 win32/x64; set NPM to try another npm, e.g. NPM="npx -y npm@10")
// Downloads from the registry; takes about a minute per platform.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveInLock } from './lock-platforms.mjs';

const targets = (process.argv.slice(2).length ? process.argv.slice(2) : ['darwin/arm64', 'win32/x64']).map((target) => {
  const [os, cpu, libc] = target.split('/');
  if (!os || !cpu) throw new Error(`"${target}" is not os/cpu[/libc], e.g. darwin/arm64 or linux/x64/musl`);
  return { os, cpu, libc: libc ?? (os === 'linux' ? 'glibc' : undefined) };
});

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

const fits = (entry, target) =>
  (!entry.os || entry.os.includes(target.os)) &&
  (!entry.cpu || entry.cpu.includes(target.cpu)) &&
  (!entry.libc || !target.libc || entry.libc.includes(target.libc));

/**
 * For each native package in the lock (one that is not itself platform-specific and declares several
 * platform variants, so vite's macOS-only fsevents is left out): the variant this platform needs.
 */
function expectedBindings(target) {
  const expected = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (entry.os || entry.cpu) continue;
    const variants = Object.keys(entry.optionalDependencies ?? {})
      .map((name) => resolveInLock(lock.packages, key, name))
      .filter((variantKey) => variantKey && (lock.packages[variantKey].os || lock.packages[variantKey].cpu))
      .map((variantKey) => [variantKey, lock.packages[variantKey]]);
    if (variants.length < 2) continue;
    const match = variants.find(([, variant]) => fits(variant, target));
    expected.push({ owner: `${key.slice('node_modules/'.length)}@${entry.version}`, binding: match?.[0] });
  }
  return expected;
}

const npm = (process.env.NPM ?? 'npm').split(' ');
let failures = 0;
for (const target of targets) {
  const label = [target.os, target.cpu, target.libc].filter(Boolean).join('/');
  const dir = mkdtempSync(join(tmpdir(), `install-${target.os}-${target.cpu}-`));
  copyFileSync('package.json', join(dir, 'package.json'));
  copyFileSync('package-lock.json', join(dir, 'package-lock.json'));
  const flags = [`--os=${target.os}`, `--cpu=${target.cpu}`, ...(target.libc ? [`--libc=${target.libc}`] : [])];
  const started = Date.now();
  // Install scripts would fetch a Node binary for the other platform; they add no native binding.
  const result = spawnSync(npm[0], [...npm.slice(1), 'ci', ...flags, '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(`${label}: npm ci failed\n${result.stderr}`);
    failures += 1;
  } else {
    const bindings = expectedBindings(target);
    const missing = bindings.filter(({ binding }) => !binding || !existsSync(join(dir, binding, 'package.json')));
    const seconds = Math.round((Date.now() - started) / 1000);
    for (const { owner, binding } of bindings) {
      const state = binding && !missing.some((gap) => gap.binding === binding) ? 'ok' : 'MISSING';
      console.log(
        `${label}  ${state.padEnd(7)} ${owner} → ${binding?.replace(/^.*node_modules\//, '') ?? '(no variant for this platform in the lock)'}`,
      );
    }
    console.log(
      `${label}: ${bindings.length - missing.length} of ${bindings.length} bindings installed (${seconds} s)\n`,
    );
    failures += missing.length;
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failures === 0 ? 0 : 1;
