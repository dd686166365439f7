// A Vitest reporter that writes how long each test file took, its imports and hooks included (Vitest's JSON
// report times only the tests), to reports/times-vitest-<project>.json for scripts/slowest-tests.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const byProject = new Map<string, { file: string; seconds: number }[]>();
    for (const module of modules) {
      const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } =
        module.diagnostic();
      const total = environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
      const files = byProject.get(module.project.name) ?? [];
      files.push({ file: relative(process.cwd(), module.moduleId), seconds: total / 1000 });
      byProject.set(module.project.name, files);
    }
    mkdirSync('reports', { recursive: true });
    for (const [project, files] of byProject)
      writeFileSync(`reports/times-vitest-${project}.json`, JSON.stringify(files, null, 2));
  }
}
