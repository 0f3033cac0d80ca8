import { Component, type ComponentType, lazy, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { loadOnce } from '../../lib/load-once.ts';
import { forgetReload, loadChunk, sessionStore } from './load-chunk.ts';
import { RouteLoadError } from './route-load-error.tsx';

export type LazyScreen = {
  /** Its own React key: another screen in the same place is a new mount. */
  key: string;
  /** The screen once its code has loaded, else null. */
  loaded: () => ComponentType | null;
  /** The screen as a lazy component (suspends until its code arrives). */
  Lazy: ComponentType;
  /** Loads the screen's code (before hydrating a prerendered page, so it renders at once). */
  preload: () => Promise<void>;
};

let screens = 0;

/**
 * A screen whose code is its own file, loaded on first visit within the chunk time-out: a
 * loading message inside the site's frame while it comes, and when it does not come a message
 * with Reload (RouteLoadError, which first reloads once by itself after a deploy).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  const once = loadOnce(() =>
    loadChunk(load).then((Loaded) => {
      forgetReload(sessionStore());
      loaded = Loaded;
      return Loaded;
    }),
  );
  // The latest try, kept when it failed: a navigation waits for the screen's code (a transition),
  // then shows that try's outcome instead of waiting a second time-out.
  let latest: Promise<ComponentType> | null = null;
  const get = () => {
    latest = once();
    return latest;
  };
  return {
    key: `screen-${++screens}`,
    loaded: () => loaded,
    Lazy: lazy(async () => ({ default: await (latest ?? get()) })),
    preload: async () => void (await get()),
  };
}

/**
 * A lazy screen in place: the screen, or the message with Reload. While its code comes it
 * suspends to the frame's Suspense (RootLayout), which shows the loading message on a first
 * load and, on a navigation (a transition), keeps the page shown until the screen is ready, so
 * a link to a section finds it.
 */
export function ScreenView({ screen }: { screen: LazyScreen }) {
  // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
  const [Loaded] = useState(screen.loaded);
  const { Lazy } = screen;
  return (
    <ScreenErrorBoundary pathname={useLocation().pathname}>
      {Loaded ? <Loaded /> : <Lazy />}
    </ScreenErrorBoundary>
  );
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string };

/**
 * A screen that failed to load or to render: RouteLoadError in its place, the frame kept; going
 * to another page clears it.
 */
class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, pathname: this.props.pathname };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }
  render() {
    return this.state.error ? <RouteLoadError error={this.state.error} /> : this.props.children;
  }
}
