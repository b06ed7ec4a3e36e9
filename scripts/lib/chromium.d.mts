// Types of chromium.mjs for the TypeScript that imports it (e2e/playwright.config.ts, bench/first-render.ts).

export const CHROMIUM: string;

export const CHROMIUM_ARGS: readonly string[];

export function chromiumLaunchOptions(): { executablePath: string; args: string[] };

export function chromiumVersion(): string | undefined;
