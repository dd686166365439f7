// @ts-check
// Runs the site's commands one after another next to the local contact inbox, with PUBLIC_API_BASE
// pointing at it, so the contact form works on a fresh machine. Signals reach the running command; when the site stops, the inbox stops.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { inboxBanner } from '../inbox/banner.mjs';
import { startInbox } from '../inbox/server.mjs';
import { inboxDecision } from './inbox-decision.mjs';

/** @typedef {[string, ...string[]]} Command */

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
/** A command that ignores the stop signal this long is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * The astro CLI run by this very Node (22), whatever comes first on PATH.
 * @param {string[]} args
 * @returns {Command}
 */
export function astro(...args) {
  const entry = join(dirname(createRequire(import.meta.url).resolve('astro')), '..', 'bin', 'astro.mjs');
  return [process.execPath, entry, ...args];
}

/**
 * @param {string[]} args
 * @returns {Command}
 */
export function node(...args) {
  return [process.execPath, ...args];
}

/** @param {Extract<ReturnType<typeof inboxDecision>, { start: true }>} options */
async function listen({ portIsFixed, ...options }) {
  const log = (/** @type {string} */ line) => console.log(`[inbox] ${line}`);
  try {
    return await startInbox({ ...options, log });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EADDRINUSE' || portIsFixed) throw error;
    console.log(`Port ${options.port} is busy: the inbox takes a free port instead.`);
    return startInbox({ ...options, port: 0, log });
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<number>}
 */
function exitCode(child) {
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not run ${child.spawnfile}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}

/**
 * @param {Command[]} steps run in order; the first that fails ends the run with its exit code
 * @param {Record<string, string | undefined>} [env]
 */
export async function runWithInbox(steps, env = process.env) {
  let decision;
  try {
    decision = inboxDecision(env);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exitCode = 1;
    return;
  }
  const childEnv = { ...env };
  let inbox;
  if (decision.start) {
    try {
      inbox = await listen(decision);
    } catch (error) {
      console.error(`The local contact inbox could not start: ${/** @type {Error} */ (error).message}`);
      process.exitCode = 1;
      return;
    }
    childEnv.PUBLIC_API_BASE = inbox.url;
    console.log(inboxBanner({ url: inbox.url, file: inbox.file, mode: decision.mode, control: decision.control }));
  } else {
    console.log(
      `PUBLIC_API_BASE is set (${decision.apiBase}): the contact form posts there, so no local inbox starts.`,
    );
  }

  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {NodeJS.Signals | undefined} */
  let stopSignal;
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    stopSignal ??= signal;
    if (!child) return;
    child.kill(signal);
    const running = child;
    setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS).unref();
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  // `npm run` wraps us in `sh -c`; when something stops npm alone, sh dies without passing the signal on.
  // Notice being orphaned and stop, so that neither the site nor the inbox is left running.
  const parent = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphanWatch);
    onSignal('SIGTERM');
  }, 500);
  orphanWatch.unref();

  let code = 0;
  try {
    for (const [command, ...args] of steps) {
      if (stopSignal) break;
      child = spawn(command, args, { stdio: 'inherit', env: childEnv });
      code = await exitCode(child);
      child = undefined;
      if (code !== 0) break;
    }
  } finally {
    clearInterval(orphanWatch);
    await inbox?.close();
    for (const signal of SIGNALS) process.off(signal, onSignal);
  }
  // Stop the way we were asked to, so npm and the shell see an interrupted run, not a failure.
  if (stopSignal) process.kill(process.pid, stopSignal);
  else process.exitCode = code;
}
