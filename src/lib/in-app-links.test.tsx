import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useInAppLinks } from './routing';

function Box({ onOpen }: { onOpen: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useInAppLinks(box, { state: { backTo: '/from' }, onOpen });
  return (
    <div ref={box}>
      <a href="/jobs/7" data-in-app="">
        <span>Job 7</span>
      </a>
      <a href="/elsewhere">Not in the app</a>
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

/** Whether the app took each click (prevented the browser's default); jsdom then follows none of them. */
function clicksTaken() {
  const taken: boolean[] = [];
  const record = (event: MouseEvent) => {
    taken.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  return { taken, stop: () => document.removeEventListener('click', record) };
}

function setUp() {
  const onOpen = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <Box onOpen={onOpen} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { onOpen, router };
}

describe('useInAppLinks: plain links a box opens in the app (issue 27)', () => {
  it('opens a link (or a click inside it) in the app, with the state, and tells the box', async () => {
    const { onOpen, router } = setUp();
    const clicks = clicksTaken();
    fireEvent.click(screen.getByText('Job 7'));
    clicks.stop();
    // the browser does not follow the link: the router does
    expect(clicks.taken).toEqual([true]);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText('where')).toHaveTextContent('/jobs/7 {"backTo":"/from"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click with a modifier key or another button, and other links, to the browser', () => {
    const { onOpen, router } = setUp();
    const link = screen.getByRole('link', { name: 'Job 7' });
    const clicks = clicksTaken();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    fireEvent.click(link, { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Not in the app' }));
    clicks.stop();
    expect(clicks.taken).toEqual([false, false, false, false]);
    expect(router.state.location.pathname).toBe('/');
    // the menu still closes when an entry is opened elsewhere
    expect(onOpen).toHaveBeenCalledTimes(3);
  });
});
