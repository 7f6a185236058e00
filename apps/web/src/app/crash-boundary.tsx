import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { CrashPage } from './crash-page';

interface CrashBoundaryProps {
  location: Location;
  children: ReactNode;
}

interface CrashBoundaryState {
  error: unknown;
  location: Location;
}

/**
 * Shows the crash page when the routed content throws while rendering, including a page whose code
 * fails to load (React.lazy throws the rejected import). Going to another location tries again.
 */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    // A thrown `null` would otherwise read as "no error".
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: CrashBoundaryProps, state: CrashBoundaryState) {
    if (props.location === state.location) return null;
    return { error: null, location: props.location };
  }

  override render() {
    if (this.state.error) return <CrashPage error={this.state.error} />;
    return this.props.children;
  }
}
