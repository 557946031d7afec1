import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableLazy<P extends object> {
  /** The component, rendered as `React.lazy` renders its chunk. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Loads the chunk; once it has, the component's first render no longer suspends. */
  readonly preload: () => Promise<void>;
}

/**
 * A component in a chunk of its own that a server-rendered page may already show (decision 0231).
 * `React.lazy` suspends on its first render even when its chunk has arrived, and a part of a page
 * that suspends while hydrating cannot hydrate at once when clicked: React drops the click and the
 * HTML answers it alone (a radio checks, then unchecks). Preloaded before hydrating, the chunk is
 * handed to React as a thenable that settles at once (`lazy` takes any thenable and reads it
 * synchronously when it has settled), so the part hydrates in the same pass as the page.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Component = lazy(() => {
    const ready = loaded;
    if (ready === undefined) return load().then((component) => ({ default: component }));
    type Module = { default: ComponentType<P> };
    const settled = { then: (resolve: (module: Module) => void) => resolve({ default: ready }) };
    return settled as unknown as Promise<Module>;
  });
  return { Component, preload };
}
