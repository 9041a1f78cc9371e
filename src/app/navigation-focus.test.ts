import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { followNavigationFocus } from './navigation-focus';

const nextFrame = () => new Promise((settled) => requestAnimationFrame(() => settled(undefined)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('followNavigationFocus', () => {
  it('gives the main area the focus a navigation took away, and leaves a focus still on an element', async () => {
    const main = document.createElement('main');
    main.id = 'main-content';
    main.tabIndex = -1;
    const tab = document.createElement('a');
    tab.href = '#';
    document.body.append(main, tab);
    const router = createMemoryRouter(
      [
        { path: '/jobs', element: null },
        { path: '/jobs/:id', element: null },
      ],
      { initialEntries: ['/jobs'] },
    );
    const stop = followNavigationFocus(router);

    // the row that opened the job is gone: the focus is on the page
    await router.navigate('/jobs/7');
    await nextFrame();
    expect(main).toHaveFocus();

    // a tab or menu link keeps the focus the user gave it
    tab.focus();
    await router.navigate('/jobs');
    await nextFrame();
    expect(tab).toHaveFocus();
    stop();
  });
});
