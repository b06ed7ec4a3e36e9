import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module of the bench: tsx's loader does not reach worker threads by itself,
 * so the worker registers it before importing the module. The load and the server then each get a core.
 */
export function startTsWorker(module: URL, workerData?: unknown): Worker {
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** Posts `request` to the worker and answers its next message (or its error). One request at a time per worker. */
export function ask<T>(worker: Worker, request: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    const onMessage = (answer: T) => {
      worker.off('error', onError);
      resolve(answer);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(request);
  });
}
