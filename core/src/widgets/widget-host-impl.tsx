import { inject, injectable } from 'inversify';
import { WidgetRegistry, type WidgetEditorOutletProps, type WidgetHost, type WidgetOutletProps } from '@tessera/sdk';
import { ExtensionHostInternal } from '../extensions/extension-host-internal';
import { OwnedWidget } from './owned-widget';

/**
 * The shell's side of the SDK's WidgetOutlet and WidgetEditorOutlet. The components close over the registry and the
 * host, so they work inside any extension's subtree (which cannot resolve core-internal services).
 */
@injectable()
export class WidgetHostImpl implements WidgetHost {
  readonly Renderer: (props: WidgetOutletProps) => React.JSX.Element;
  readonly Editor: (props: WidgetEditorOutletProps) => React.JSX.Element;

  constructor(@inject(WidgetRegistry) registry: WidgetRegistry, @inject(ExtensionHostInternal) host: ExtensionHostInternal) {
    this.Renderer = function WidgetRendererOutlet(props: WidgetOutletProps) {
      return (
        <OwnedWidget type={props.config.type} registry={registry} host={host}>
          {(def) => <def.Renderer {...props} config={registry.upgrade(props.config)} />}
        </OwnedWidget>
      );
    };
    this.Editor = function WidgetEditorOutlet(props: WidgetEditorOutletProps) {
      return (
        <OwnedWidget type={props.config.type} registry={registry} host={host}>
          {(def) => (def.Editor ? <def.Editor {...props} /> : null)}
        </OwnedWidget>
      );
    };
  }
}
