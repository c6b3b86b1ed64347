import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';
import { lazyModule, preloadedLazy } from './preloaded-lazy';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyComponent (issue 22 §4)', () => {
  it('shows its fallback until its code has come, then the component', async () => {
    let arrive!: (c: typeof Hello) => void;
    const Lazy = lazyComponent(() => new Promise<typeof Hello>((r) => (arrive = r)), <p>Loading…</p>);
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive(Hello));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('is drawn at once, without its fallback, once its code has come', async () => {
    const Lazy = lazyComponent(async () => Hello, <p>Loading…</p>);
    const first = render(<Lazy name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    first.unmount();
    render(<Lazy name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});

describe('preloadedLazy', () => {
  it('draws a module a loader already awaited at once', async () => {
    const code = lazyModule(async () => ({ Hello }));
    await code.load();
    const Preloaded = preloadedLazy(code, (m) => m.Hello);
    render(<Preloaded name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('asks again for a module whose load failed', async () => {
    let calls = 0;
    const code = lazyModule(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { Hello };
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ Hello });
    expect(calls).toBe(2);
    expect(code.loaded()).toEqual({ Hello });
  });
});
