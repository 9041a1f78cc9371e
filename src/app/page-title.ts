import i18next from 'i18next';
import { onNewScreen, type SubscribableRouter } from './navigation-focus';

/*
 * The browser tab's title names the screen, and a screen reader hears the new screen's name after a navigation
 * (a single-page app's navigation is otherwise silent: no page load, and the focus stays on the link that was used).
 * The name is the screen's heading (every screen has one h1 that names it), so the title follows what the screen
 * shows: a job's address once it is read, the language the user chose. Loaded after the first paint (after-paint.ts).
 */

/** When a new screen's heading is looked for after a navigation (ms): at once, then as its data comes in. */
const CHECKS_MS = [0, 300, 1000, 2500, 6000];
/** How long the spoken name stays in the live region (it is read when put there; gone, it is found by no search). */
const SPOKEN_MS = 1500;

/** "Jobs - Daewon Back Office" for a screen headed "Jobs"; the application's name alone without a heading. */
export function pageTitle(heading: string | null | undefined, appName: string): string {
  const name = heading?.replace(/\s+/g, ' ').trim();
  return name ? `${name} - ${appName}` : appName;
}

/** The screen's heading as one line of text, if it has one yet. */
function screenHeading(): string | undefined {
  const heading = document.querySelector('#main-content h1') ?? document.querySelector('h1');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

export function followPageTitle(router: SubscribableRouter, appName: string) {
  const region = document.createElement('div');
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);

  /** after a navigation, the heading the page showed then: the new screen's is the first other one */
  let before: string | undefined;
  /** a navigation's new screen not announced yet */
  let announce = false;
  let timers: number[] = [];
  let clear = 0;

  const update = () => {
    const name = screenHeading();
    const title = pageTitle(name, appName);
    if (document.title !== title) document.title = title;
    // the old screen's heading may stand until the new screen is drawn; a tab of the same job keeps it (nothing to say)
    if (!announce || !name || name === before) return;
    announce = false;
    region.textContent = name;
    window.clearTimeout(clear);
    clear = window.setTimeout(() => (region.textContent = ''), SPOKEN_MS);
  };
  const checkSoon = () => {
    timers.forEach((timer) => window.clearTimeout(timer));
    timers = CHECKS_MS.map((ms, index) =>
      window.setTimeout(
        () =>
          requestAnimationFrame(() => {
            update();
            // a screen with the old screen's heading (another tab of the same job) says nothing, later changes neither
            if (index === CHECKS_MS.length - 1) announce = false;
          }),
        ms,
      ),
    );
  };

  const stopRouter = onNewScreen(router, () => {
    before = screenHeading();
    announce = true;
    checkSoon();
  });
  const onLanguage = () => checkSoon();
  i18next.on('languageChanged', onLanguage);
  update();
  // this starts a second after the first paint: a sign-in may have moved on to a screen not drawn yet
  checkSoon();
  return () => {
    stopRouter();
    i18next.off('languageChanged', onLanguage);
    timers.forEach((timer) => window.clearTimeout(timer));
    window.clearTimeout(clear);
    region.remove();
  };
}
