import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Panel = ({ plan }: { readonly plan: string }) =>
  createElement('p', null, `Your plan: ${plan}`);

/** One synchronous render, as hydrating a page is: what suspends shows its fallback. */
const renderOnce = (Component: ComponentType<{ plan: string }>) =>
  renderToString(
    createElement(Suspense, { fallback: 'loading' }, createElement(Component, { plan: 'Basic' })),
  );

describe('decision 0231: a preloaded lazy part renders without suspending', () => {
  it('suspends on its first render while its chunk has not been preloaded', () => {
    const part = preloadableLazy(() => Promise.resolve(Panel));
    expect(renderOnce(part.Component)).toContain('loading');
  });

  it('renders at once, in the same pass, once preloaded', async () => {
    const part = preloadableLazy(() => Promise.resolve(Panel));
    await part.preload();
    const html = renderOnce(part.Component);
    expect(html).toContain('Your plan: Basic');
    expect(html).not.toContain('loading');
  });
});
