// `astro dev` only (added by ./content-check.ts): while the content check finds a mistake, every page throws it,
// so Astro shows its error overlay with the file, the line and the advice instead of stale content.
import { join } from 'node:path';
import { defineMiddleware } from 'astro:middleware';
import { readCheckState } from '../scripts/content-check/dev-state.mjs';
import { formatProblem, isMistake } from '../scripts/content-check/format.mjs';

export const onRequest = defineMiddleware(async (_context, next) => {
  const state = readCheckState();
  // A check under way may be about the file just saved: wait for it rather than show what it replaces.
  await state?.pending;
  if (!state) return next();
  if (state.failure) throw new Error(state.failure);
  const errors = state.problems.filter(isMistake);
  if (!errors.length) return next();
  const [first] = errors;
  const count = errors.length === 1 ? 'A mistake' : `${errors.length} mistakes`;
  const message = errors.map(formatProblem).join('\n\n');
  throw Object.assign(new Error(message), {
    // No stack: where the middleware threw says nothing to a writer; the overlay shows the file instead.
    stack: `ContentError: ${message}`,
    name: 'ContentError',
    title: `${count} in content/`,
    hint: 'Fix the file and save: this page reloads by itself once the content is right. `npm run check:content` lists the same problems.',
    loc: { file: join(state.root, first.file), line: first.line, column: 1 },
  });
});
