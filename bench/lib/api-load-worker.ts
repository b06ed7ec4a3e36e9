/** The API mix's load generator in its own thread (started by api-load.ts): one plan in, its result out. */
import { parentPort } from 'node:worker_threads';
import { runLoad, type LoadPlan } from './api-mix.js';

parentPort?.once('message', (plan: LoadPlan) => {
  void runLoad(plan).then((result) => parentPort?.postMessage(result));
});
