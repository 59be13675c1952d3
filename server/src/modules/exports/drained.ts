import type { Writable } from 'node:stream';

/** Resolves once `out` can take more (at once when it can already); rejects if it fails meanwhile. */
export function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('error', fail);
      out.off('close', done);
      resolve();
    };
    const fail = (e: Error) => {
      out.off('drain', done);
      out.off('close', done);
      reject(e);
    };
    out.once('drain', done).once('error', fail).once('close', done);
  });
}
