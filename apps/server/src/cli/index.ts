import { ConfigError, loadConfig } from '../config.js';
import { AppError } from '../errors.js';
import { BATCH_USAGE, parseBatch } from './batch.js';
import { commands, type DatabaseCommand } from './commands.js';
import { withCliContext } from './context.js';

function usage(): string {
  const lines = [...Object.values(commands).map((c) => c.usage), BATCH_USAGE];
  return ['Usage: npm run cli -- <command> [options]', '', ...lines.map((line) => `  ${line}`)].join('\n');
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Many commands on one open database: a fleet provisioned without a process (and a database start) per device. */
async function runBatch(): Promise<unknown[]> {
  const steps = parseBatch(await readStdin(), commands);
  const config = loadConfig();
  for (const step of steps) await step.command.preflight?.(step.args, config);
  return withCliContext(async (context) => {
    const results: unknown[] = [];
    for (const [index, step] of steps.entries()) {
      try {
        results.push(await step.command.run(step.args, context));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const where = `Command ${index + 1} of the batch (${step.name}): `;
        throw new AppError(error.statusCode, `${where}${error.message}`, error.errors.map((line) => `${where}${line}`));
      }
    }
    return results;
  });
}

async function runWithDatabase(command: DatabaseCommand, args: string[]): Promise<unknown> {
  if (command.preflight) await command.preflight(args, loadConfig());
  return withCliContext((context) => command.run(args, context));
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'batch') return report(runBatch, BATCH_USAGE);
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `Unknown command: ${name}\n\n` : ''}${usage()}\n`);
    return 2;
  }
  return report(
    () => ('runWithoutDatabase' in command ? command.runWithoutDatabase(args, loadConfig()) : runWithDatabase(command, args)),
    command.usage,
  );
}

/** Prints what `run` answers as JSON (exit code 0), or why it failed with the command's usage (exit code 1). */
async function report(run: () => Promise<unknown>, commandUsage: string): Promise<number> {
  try {
    process.stdout.write(`${JSON.stringify(await run(), null, 2)}\n`);
    return 0;
  } catch (error) {
    const known = error instanceof AppError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const detail = error instanceof AppError ? error.errors.join('\n') : (error as Error).message;
    process.stderr.write(`${known ? detail : (error as Error).stack}\n\nUsage: npm run cli -- ${commandUsage}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
