export interface FoundChromium {
  kind: 'env' | 'system' | 'playwright';
  executablePath: string;
}
export function findChromium(): FoundChromium | null;
export const CHROMIUM_ARGS: string[];
export function browserVersion(executablePath: string): string | null;
