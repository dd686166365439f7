// @ts-check
// Reads a request body up to a limit, without ever holding more than the limit in memory.

/** The body is (or says it will be) longer than the limit. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large');
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Resolves with the whole body; rejects with BodyTooLargeError as soon as it passes `limit` bytes, or with
 * the stream's error when the client goes away mid-body.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      reject(new BodyTooLargeError());
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    /** @param {() => void} settle */
    const finish = (settle) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      settle();
    };
    /** @param {Buffer} chunk */
    function onData(chunk) {
      size += chunk.length;
      if (size > limit) finish(() => reject(new BodyTooLargeError()));
      else chunks.push(chunk);
    }
    req.on('data', onData);
    req.once('end', () => finish(() => resolve(Buffer.concat(chunks, size))));
    req.once('error', (error) => finish(() => reject(error)));
    req.once('close', () => finish(() => reject(new Error('The client closed the connection before the body ended'))));
  });
}

/** How long a refused upload may keep the connection busy before it is cut. */
const DISCARD_GRACE_MS = 2000;

/**
 * After answering early (413, 415), throws away whatever the client is still sending so it can read the
 * answer (cutting the socket at once would reset it before the answer arrives), then cuts the connection
 * if the client keeps sending.
 * @param {import('node:http').IncomingMessage} req
 */
export function discardRest(req) {
  if (req.complete) return;
  req.on('error', () => {});
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), DISCARD_GRACE_MS);
  timer.unref();
  req.socket.once('close', () => clearTimeout(timer));
}
