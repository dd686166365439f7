// bench/results.md: the setting of the run, one table per profile, the control page, and the targets.
import { cpuSlowdownFor } from './cpu-slowdown.mjs';
import { DEFAULT_CPU_SLOWDOWN } from './options.mjs';
import { median } from './figures.mjs';
import { kb, seconds } from './format.mjs';
import { SCRIPT_BEFORE_INTERACTION } from './targets.mjs';

/**
 * The report as Markdown.
 * @param measured what measureProfiles() returned
 * @param machine `{ date, cpus, loadAtStart, loadAtEnd }`: when and on what the benchmark ran
 * @param options the benchmark's options (for a partial run's command line)
 * @param misses the missed targets; lost: the audits that cost category points
 */
export function resultsReport({ measured, machine, options, misses, lost }) {
  const { results } = measured;
  return [
    '# Lighthouse benchmark',
    '',
    `Written by \`npm run bench\` on ${machine.date.toISOString().replace(/\.\d+Z$/, 'Z')}` +
      `${options.partial ? ` (partial run: \`${options.command}\`)` : ''}.`,
    '',
    settingParagraph(measured, machine, options.cpuSlowdown),
    '',
    ...results.flatMap((result) => profileSection(result, options.cpuSlowdown, measured.scriptBeforeInteraction)),
    SCRIPT_NOTE,
    '',
    '## Targets',
    '',
    'All four categories 100 on every page; LCP ≤ 1.2 s, TBT 0 ms and CLS ≤ 0.01 in the mobile preset; LCP ≤ 2.5 s in slow 3G; ' +
      `at most ${kb(SCRIPT_BEFORE_INTERACTION)} of script before interaction.`,
    '',
    ...(misses.length ? ['Missed:', '', ...misses.map((miss) => `- ${miss}`)] : ['All targets met.']),
    ...(lost.length ? ['', 'Audits that cost category points:', '', ...lost.map((line) => `- ${line}`)] : []),
    ...controlBelowTarget(results),
    '',
  ].join('\n');
}

/**
 * A paragraph for each profile whose blank control page scored below the performance target: in that run the
 * browser and machine alone cost a page points, which a reader of the missed targets must know.
 */
function controlBelowTarget(results) {
  return results
    .filter(({ profile, control }) => control && profile.targets.categories !== undefined)
    .filter(({ profile, control }) => control.performance < profile.targets.categories)
    .flatMap(({ profile, control }) => [
      '',
      `The blank control page itself scored performance ${control.performance} in the ${profile.title} ` +
        `(TBT ${Math.round(control.tbt)} ms): in this run the browser and machine alone cost a page points, ` +
        "so a page whose only lost audit is total-blocking-time at about the control's TBT lost it to them, not to the site.",
    ]);
}

/** Which Lighthouse and browser, on what machine, how busy it was and how much its CPU was slowed. */
function settingParagraph(
  { lighthouseVersion, browser, benchmarkIndices },
  { cpus, loadAtStart, loadAtEnd },
  slowdown,
) {
  const chromium = browser?.replace(/^(Headless)?Chrome\//, '') ?? 'unknown';
  const indices = benchmarkIndices.filter(Number.isFinite).sort((a, b) => a - b);
  const typicalIndex = median(indices);
  return (
    `Lighthouse ${lighthouseVersion ?? '?'}, Chromium ${chromium} headless, on ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'} ` +
    `(load average ${loadAtStart.toFixed(2)} at the start and ${loadAtEnd.toFixed(2)} at the end; Lighthouse's CPU benchmark index ` +
    `${Math.round(typicalIndex)}, ${Math.round(indices[0])} to ${Math.round(indices.at(-1))} over the runs: lower means a busier machine). ` +
    `${cpuSentence(slowdown, typicalIndex)} ` +
    'The site is the production build, served by scripts/serve.mjs on 127.0.0.1 with brotli. Simulated throttling ' +
    "computes timings from the page's own request and CPU graph, so a busy machine moves them less than it moves wall-clock timings, though not to zero."
  );
}

/** The CPU slowdown of every run, and the one Lighthouse's calibration suggests for the machine. */
function cpuSentence(slowdown, benchmarkIndex) {
  let suggested;
  try {
    suggested = cpuSlowdownFor(benchmarkIndex);
  } catch {
    return `CPU slowdown ${slowdown}; the machine is too slow or busy for Lighthouse's calibration to suggest one.`;
  }
  return (
    `CPU slowdown ${slowdown}${slowdown === Number(DEFAULT_CPU_SLOWDOWN) ? " (Lighthouse's default, which assumes a high-end desktop)" : ''}; for this ` +
    `machine's median benchmark index the calibration in Lighthouse's throttling guide suggests ${suggested} ` +
    `(scripts/bench/cpu-slowdown.mjs), which \`--cpu-slowdown ${suggested}\` measures with.`
  );
}

const SCRIPT_NOTE =
  '"Script before interaction": the script responses (headers and body as sent, brotli) a page fetches in Chromium from ' +
  'navigation until it has loaded and stays quiet, nobody touching it, on a 412 px and a 1280 px wide screen, the larger ' +
  'of the two (scripts/weights/script-before-interaction.mjs); inline scripts are part of the HTML. Lighthouse\'s own "JS" ' +
  'column counts the same responses in its run.';

/** One profile: its note, its table and, where measured, the control page. */
function profileSection({ profile, count, rows, control }, slowdown, scripts = {}) {
  return [
    `## ${profile.title}`,
    '',
    `${profile.note}, CPU slowdown ${slowdown}; ${count === 1 ? 'one run per page' : `median of ${count} runs per page, figure by figure; TBT also lists each run`}.`,
    '',
    table(rows, scripts),
    '',
    ...(control
      ? [
          `Control: a blank page (a heading and a sentence, no CSS, no JavaScript) on the same server, measured the same way: ` +
            `TBT ${Math.round(control.tbt)} ms (${control.tbtRuns.map(Math.round).join(', ')}), performance ` +
            `${control.performance}${control.performanceRuns.length > 1 ? ` (${control.performanceRuns.join(', ')})` : ''}. What it shows is this browser and ` +
            'machine, not the site: a page cannot do better than the control.',
          '',
        ]
      : []),
  ];
}

function table(rows, scripts) {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer | JS | script before interaction |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [page, r] of rows) {
    lines.push(
      `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ` +
        `${Math.round(r.tbt)} ms${r.tbtRuns.length > 1 ? ` (${r.tbtRuns.map(Math.round).join(', ')})` : ''} | ${r.cls.toFixed(3)} | ${kb(r.transfer)} | ${kb(r.js)} | ` +
        `${scripts[page] ? kb(scripts[page].bytes) : '–'} |`,
    );
  }
  return lines.join('\n');
}
