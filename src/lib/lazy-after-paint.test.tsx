import { render, screen } from '@testing-library/react';
import { lazyAfterPaint } from './lazy-after-paint';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyAfterPaint', () => {
  it('starts no import in the first render, shows the fallback, then the component with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Later = lazyAfterPaint(load, () => <p>Loading…</p>);
    render(
      <main>
        <h1>Screen</h1>
        <Later name="Luis" />
      </main>,
    );
    // the first render: the screen and the fallback, and no import yet
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // after the paint: the component, loaded once
    expect(await screen.findByText('Hello Luis')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws nothing in its place until then when it has no fallback', async () => {
    const Later = lazyAfterPaint(() => Promise.resolve(Greeting));
    const { container } = render(<Later name="Ana" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });
});
