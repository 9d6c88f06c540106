import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';

interface Props {
  /** What is drawn instead of `children` after one of them threw while drawing. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * An error thrown while drawing a page (or a page's code that failed to load) shows `fallback` in
 * place of the routes, inside the router; the next navigation draws the routes again. This is
 * what the data router's `errorElement` gave the portal before it moved to the declarative
 * router (issue 9 §2). React catches render errors only in a class component with
 * `getDerivedStateFromError` (there is no hook for it), hence the class below.
 */
export function RouteErrorBoundary({ fallback, children }: Props) {
  return (
    <ErrorBoundaryAt location={useLocation()} fallback={fallback}>
      {children}
    </ErrorBoundaryAt>
  );
}

interface State {
  /** The fault, boxed: a page may throw `undefined`. */
  fault: { error: unknown } | undefined;
  /** The location the routes were last drawn at. */
  location: Location;
}

class ErrorBoundaryAt extends Component<Props & { location: Location }, State> {
  override state: State = { fault: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { fault: { error } };
  }

  /** A new location (every navigation makes one) forgets the fault: the routes are drawn anew. */
  static getDerivedStateFromProps(props: Props & { location: Location }, state: State): Partial<State> | null {
    return props.location === state.location ? null : { fault: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // For whoever looks: nothing the user typed is in it.
    console.error('[page error / 页面错误]', error, info.componentStack);
  }

  override render() {
    return this.state.fault === undefined ? this.props.children : this.props.fallback;
  }
}
