import { Component, type ReactNode } from 'react';
import { useT } from '../react/hooks';
import type { WidgetEditorOutletProps, WidgetHost, WidgetOutletProps } from '../widgets/widget-outlet';
import type { FakeWidgetRegistry } from './fake-widget-registry';

class TileBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? (
      <div role="alert" data-testid="widget-error">
        {this.state.error.message}
      </div>
    ) : (
      this.props.children
    );
  }
}

function NotInstalled({ type }: { type: string }) {
  const { t } = useT();
  return <span data-testid="widget-not-installed">{t('widgets.notInstalled', { type })}</span>;
}

/** The outlets without extension boundaries: the harness's widgets are registered up front, a crash shows its message. */
export class FakeWidgetHost implements WidgetHost {
  readonly Renderer: (props: WidgetOutletProps) => React.JSX.Element;
  readonly Editor: (props: WidgetEditorOutletProps) => React.JSX.Element;

  constructor(registry: FakeWidgetRegistry) {
    this.Renderer = function FakeWidgetOutlet(props: WidgetOutletProps) {
      const def = registry.get(props.config.type);
      if (!def) return <NotInstalled type={props.config.type} />;
      return (
        <TileBoundary>
          <def.Renderer {...props} config={registry.upgrade(props.config)} />
        </TileBoundary>
      );
    };
    this.Editor = function FakeWidgetEditorOutlet(props: WidgetEditorOutletProps) {
      const def = registry.get(props.config.type);
      if (!def) return <NotInstalled type={props.config.type} />;
      return <TileBoundary>{def.Editor ? <def.Editor {...props} /> : <></>}</TileBoundary>;
    };
  }
}
