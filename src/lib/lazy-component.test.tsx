import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('shows the fallback while the code loads, then the component with its props; loads once', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Later = lazyComponent(load, () => <p>Loading…</p>);
    const { rerender } = render(<Later name="Luis" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // asked for in the first render
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Later name="Ana" />);
    arrive(Greeting);
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws code that is in already (preloaded) in the first render', async () => {
    const Later = lazyComponent(
      () => Promise.resolve(Greeting),
      () => <p>Loading…</p>,
    );
    await Later.preload();
    render(<Later name="Luis" />);
    // no fallback, no second render: there at once
    expect(screen.getByText('Hello Luis')).toBeInTheDocument();
  });

  it('is not held back after another lazy part drew its fallback (no Suspense throttling)', async () => {
    const First = lazyComponent(() => Promise.resolve(Greeting));
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Second = lazyComponent(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
      () => <p>Loading…</p>,
    );
    render(
      <>
        <First name="one" />
        <Second name="two" />
      </>,
    );
    expect(await screen.findByText('Hello one')).toBeInTheDocument();
    const arrived = performance.now();
    arrive(Greeting);
    await screen.findByText('Hello two', {}, { timeout: 1000, interval: 5 });
    // React holds a Suspense boundary's content back until 300 ms after the last fallback it drew
    expect(performance.now() - arrived).toBeLessThan(200);
  });

  it('throws a failed load to the error boundary, and loads again on the next mount', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
    const Later = lazyComponent(load);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <Boundary>
        <Later name="Luis" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    unmount();
    quiet.mockRestore();
    render(<Later name="Luis" />);
    expect(await screen.findByText('Hello Luis')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
