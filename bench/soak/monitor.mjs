// Loaded into the server process by the soak (`node --import bench/soak/monitor.mjs apps/server/dist/main.js`), so
// the server is measured from inside without a change to its code. Plain JavaScript: Node loads it before anything
// that could compile TypeScript.
//
// Every SAMPLE_EVERY_MS it sends the parent, over the IPC channel, one sample: memory (bytes) and the event-loop delay
// (ms) of the window since the previous sample and of the run since the parent's last `mark` message (sent when the
// warm-up ends), so the run's percentiles are exact rather than an average of windows.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const SAMPLE_EVERY_MS = 2000;
const RESOLUTION_MS = 10;

if (process.send) {
  const window = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const run = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  window.enable();
  run.enable();

  // The histogram holds the time between two ticks of its own timer; the delay is what exceeds the timer's interval.
  const delayMs = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  const delayOf = (histogram) => ({
    p50: delayMs(histogram.percentile(50)),
    p99: delayMs(histogram.percentile(99)),
    max: delayMs(histogram.max),
  });

  const timer = setInterval(() => {
    if (!process.connected) return;
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send({ type: 'soak-sample', at: Date.now(), rss, heapUsed, heapTotal, external, loop: delayOf(window), runLoop: delayOf(run) });
    window.reset();
  }, SAMPLE_EVERY_MS);
  timer.unref();

  process.on('message', (message) => {
    if (message?.type === 'soak-mark') run.reset();
  });
  // A server left behind by a soak that died shuts itself down the way SIGTERM asks it to.
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // Neither the timer nor the channel may keep the server alive once it has closed everything else.
  process.channel?.unref();
}
