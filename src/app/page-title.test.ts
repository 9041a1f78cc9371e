import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followPageTitle, pageTitle } from './page-title';

let heading: HTMLHeadingElement;
const region = () => document.querySelector('[aria-live="polite"]');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  const main = document.createElement('main');
  main.id = 'main-content';
  heading = document.createElement('h1');
  heading.textContent = 'Jobs';
  main.append(heading);
  document.body.append(main);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.title = '';
});

const settle = () => vi.advanceTimersByTimeAsync(3000);

describe('pageTitle', () => {
  it('names the screen before the application, and the application alone without a heading', () => {
    expect(pageTitle(' Job Dashboard\n ', 'Daewon Back Office')).toBe('Job Dashboard - Daewon Back Office');
    expect(pageTitle('', 'Daewon Back Office')).toBe('Daewon Back Office');
    expect(pageTitle(undefined, 'Daewon')).toBe('Daewon');
  });
});

describe('followPageTitle', () => {
  it('titles the page after its heading and speaks a new screen’s name once, not a tab’s of the same screen', async () => {
    const router = createMemoryRouter(
      [
        { path: '/jobs', element: null },
        { path: '/jobs/:id/:tab', element: null },
      ],
      { initialEntries: ['/jobs'] },
    );
    const stop = followPageTitle(router, 'Daewon');
    expect(document.title).toBe('Jobs - Daewon');
    expect(region()).toBeEmptyDOMElement();

    // a job's page: its heading comes with its data, a moment after the navigation
    heading.textContent = 'Loading...';
    heading.remove();
    await router.navigate('/jobs/7/notes');
    await vi.advanceTimersByTimeAsync(100);
    expect(document.title).toBe('Daewon');
    heading.textContent = '12 Oak Street';
    document.getElementById('main-content')?.append(heading);
    await vi.advanceTimersByTimeAsync(400);
    expect(document.title).toBe('12 Oak Street - Daewon');
    expect(region()).toHaveTextContent('12 Oak Street');
    // read when it was put there; then gone, so nothing finds it twice
    await settle();
    expect(region()).toBeEmptyDOMElement();

    // another tab of the same job: nothing to say
    await router.navigate('/jobs/7/workOrder');
    await vi.advanceTimersByTimeAsync(50);
    expect(region()).toBeEmptyDOMElement();

    // back to the list: its heading comes when the list is drawn, after the navigation
    await router.navigate('/jobs');
    heading.textContent = 'Jobs';
    await vi.advanceTimersByTimeAsync(50);
    expect(document.title).toBe('Jobs - Daewon');
    expect(region()).toHaveTextContent('Jobs');
    stop();
    expect(region()).toBeNull();
  });

  it('started just after a sign-in, before the new screen is drawn, titles it once its heading comes', async () => {
    heading.remove();
    const router = createMemoryRouter([{ path: '/jobs/report', element: null }], {
      initialEntries: ['/jobs/report'],
    });
    const stop = followPageTitle(router, 'Daewon');
    expect(document.title).toBe('Daewon');
    heading.textContent = 'Job Dashboard';
    document.getElementById('main-content')?.append(heading);
    await vi.advanceTimersByTimeAsync(1100);
    expect(document.title).toBe('Job Dashboard - Daewon');
    // nothing is said: no navigation happened while it followed
    expect(region()).toBeEmptyDOMElement();
    stop();
  });
});
