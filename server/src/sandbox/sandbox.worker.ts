/** A sandbox worker thread: runs batches of script calls in QuickJS and answers with one result per call. */
import { parentPort, workerData } from 'node:worker_threads';
import { getQuickJS } from 'quickjs-emscripten';
import { ScriptRunner } from './script-runner';
import type { BatchRequest, BatchResponse, SandboxLimits } from './sandbox-protocol';

const port = parentPort;
if (!port) throw new Error('sandbox.worker must run in a worker thread');
const runner = new ScriptRunner(await getQuickJS(), workerData as SandboxLimits);
port.on('message', (req: BatchRequest) => {
  const answer: BatchResponse = { seq: req.seq, results: runner.run(req) };
  port.postMessage(answer);
});
port.postMessage('ready');
