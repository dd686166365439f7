/**
 * The error a build check throws to stop the build over a mistake in a file of the site's: its message alone.
 * Astro prints an error's stack under "Stack trace:" when it has one; where the check threw says nothing to the
 * person who fixes the file, whom the message names the lines to, so the refusal carries no stack.
 */
export function buildRefusal(message: string): Error {
  const error = new Error(message);
  error.stack = '';
  return error;
}
