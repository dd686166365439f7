// The pull-request workflows cannot run here, so their text is checked: valid YAML, each step one action or
// one shell script that bash can parse, the scripts they call present, and the publishing workflow never
// running the pull request's code nor posting its Markdown. The step that decides whether a run publishes
// runs here, with a stand-in for GitHub's command-line tool.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
type Workflow = { on: unknown; jobs: Record<string, { 'runs-on': string; steps: Step[] }> };
const read = (name: string) => {
  const text = readFileSync(`.github/workflows/${name}`, 'utf8');
  return { text, workflow: parse(text, { uniqueKeys: true }) as Workflow };
};
const files = ['preview.yml', 'publish-preview.yml'];

describe.each(files)('%s', (name) => {
  const { text, workflow } = read(name);
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

  it('has jobs whose steps are each one pinned action or one script bash can parse', () => {
    for (const job of Object.values(workflow.jobs)) expect(job['runs-on']).toBeTruthy();
    for (const step of steps) {
      expect(Boolean(step.uses) !== Boolean(step.run), JSON.stringify(step)).toBe(true);
      if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
      if (step.run) {
        const script = step.run.replace(/\$\{\{[^}]*\}\}/g, 'EXPRESSION');
        const parsed = spawnSync('bash', ['-n'], { input: script, encoding: 'utf8' });
        expect(parsed.stderr, step.run).toBe('');
      }
    }
  });

  it('calls scripts that exist, and reads step outputs of steps it has', () => {
    for (const [, script] of text.matchAll(/\b(scripts\/[\w/.-]+\.(?:mjs|sh))\b/g))
      expect(existsSync(script), script).toBe(true);
    for (const [, id] of text.matchAll(/steps\.([\w-]+)\.outputs/g)) expect(text).toContain(`id: ${id}`);
  });
});

describe('publish-preview.yml', () => {
  const { text, workflow } = read('publish-preview.yml');
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

  it('never checks out the pull request, and posts a comment it wrote from the checked summary', () => {
    for (const step of steps.filter((item) => item.uses?.startsWith('actions/checkout')))
      expect(step.with?.ref).toBeUndefined();
    expect(text).not.toContain('summary.md');
    expect(text).toContain('node scripts/review/comment.mjs --summary');
  });

  it("publishes only the run of the pull request's newest commit while it is open, and no artifact holding links", () => {
    // The step that decides, run as GitHub runs it (bash -e), with a `gh` that answers as GitHub would.
    const decide = steps.find((step) => (step as Step & { id?: string }).id === 'pull-request')!.run!;
    const folder = mkdtempSync(join(tmpdir(), 'review-workflow-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const bin = join(folder, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'gh'), '#!/bin/sh\necho "$PULL_REQUEST_HEAD $PULL_REQUEST_STATE"\n');
    chmodSync(join(bin, 'gh'), 0o755);
    const artifact = join(folder, 'preview');
    mkdirSync(join(artifact, 'site'), { recursive: true });
    mkdirSync(join(artifact, 'review'));
    writeFileSync(join(artifact, 'review', 'summary.json'), '{}');
    writeFileSync(join(artifact, 'pull-request.json'), '{"number": 7}');
    const decided = (head: string, state: string) => {
      const output = join(folder, `output-${head}-${state}`);
      writeFileSync(output, '');
      const result = spawnSync('bash', ['-e', '-c', decide], {
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: [bin, process.env.PATH].join(delimiter),
          PULL_REQUEST_HEAD: head,
          PULL_REQUEST_STATE: state,
          BUILT_SHA: 'built',
          ARTIFACT: artifact,
          GITHUB_REPOSITORY: 'owner/site',
          GITHUB_OUTPUT: output,
        },
      });
      return { status: result.status, published: readFileSync(output, 'utf8'), said: result.stdout + result.stderr };
    };
    expect(decided('built', 'open')).toMatchObject({ status: 0, published: 'number=7\n' });
    // A newer push was made after this run built: its own run publishes it, this one nothing.
    expect(decided('newer', 'open')).toMatchObject({ status: 0, published: '' });
    expect(decided('built', 'closed')).toMatchObject({ status: 0, published: '' });
    symlinkSync('/etc/passwd', join(artifact, 'site', 'link'));
    expect(decided('built', 'open')).toMatchObject({ status: 1, published: '' });
  });

  it('comments only once gh-pages holds the preview, and fails rather than go on with an empty list of open pull requests', () => {
    const comment = steps.find((step) => step.run?.includes('issues/comments/$id" -F "body=@$RUNNER_TEMP/comment.md'));
    expect((comment as Step & { if?: string })?.if).toBe("steps.publish.outputs.published == 'true'");
    // The default shell is `bash -e` without pipefail: a failing command before a pipe would go unnoticed.
    for (const [line] of text.matchAll(/OPEN_PULL_REQUESTS=\$\(.*$/gm)) expect(line).not.toContain('|');
  });
});
