export interface FoundChromium {
  kind: 'env' | 'system' | 'playwright';
  executablePath: string;
}
export function findChromium(): FoundChromium | null;
export const CHROMIUM_ARGS: string[];
export function browserVersion(executablePath: string): string | null;
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export const BROWSER_UI_FEATURES: string[];
