import { ConfigError, loadConfig } from '../config.js';
import { AppError } from '../errors.js';
import { commands, type DatabaseCommand } from './commands.js';
import { withCliContext } from './context.js';

function usage(): string {
  return ['Usage: npm run cli -- <command> [options]', '', ...Object.values(commands).map((c) => `  ${c.usage}`)].join('\n');
}

async function runWithDatabase(command: DatabaseCommand, args: string[]): Promise<unknown> {
  if (command.preflight) await command.preflight(args, loadConfig());
  return withCliContext((context) => command.run(args, context));
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `Unknown command: ${name}\n\n` : ''}${usage()}\n`);
    return 2;
  }
  try {
    const result =
      'runWithoutDatabase' in command
        ? await command.runWithoutDatabase(args, loadConfig())
        : await runWithDatabase(command, args);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    const known = error instanceof AppError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    const detail = error instanceof AppError ? error.errors.join('\n') : (error as Error).message;
    process.stderr.write(`${known ? detail : (error as Error).stack}\n\nUsage: npm run cli -- ${command.usage}\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
