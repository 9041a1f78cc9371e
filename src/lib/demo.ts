/** Controls of the built-in demo API, registered at start-up when the mock is on (nothing otherwise). */
export interface DemoControls {
  /** restores the seed; settles once every store the mock keeps is cleared */
  reset: () => void | Promise<void>;
}
let controls: DemoControls | null = null;

export function setDemoControls(value: DemoControls | null): void {
  controls = value;
}
export function getDemoControls(): DemoControls | null {
  return controls;
}
