import {
  Alert, Alignment, AnchorButton, Blockquote, Breadcrumbs, Button, Callout, Card, Checkbox, Code, Collapse, Dialog,
  DialogBody, DialogFooter, FormGroup, H1, H2, H3, H4, H5, H6, HTMLSelect, HTMLTable, HotkeysContext, HotkeysProvider,
  Icon, InputGroup, Intent, Label, Menu, MenuDivider, MenuItem, Navbar, NonIdealState, NonIdealStateIconSize, OL,
  OverlayToaster, OverlaysContext, OverlaysProvider, PopoverNext, Position, Pre, Radio, Spinner, SpinnerSize, Switch,
  Tab, Tabs, TabsExpander, Tag, TextAlignment, TextArea, UL,
} from '@blueprintjs/core';

/**
 * The part of `@blueprintjs/core` the shell shares eagerly: the names the shell itself imports, plus the other
 * exports of the same files (already in the first load; e.g. H5 beside H4). The console build turns these imports
 * into deep imports (scripts/blueprint-deep-imports.mjs), so they cost nothing extra; the full namespace is a lazy
 * shared module that `load(specs, needs)` fetches only for a bundle needing another name. tests/core/extensions
 * checks this list against what core and the SDK import.
 */
export const BLUEPRINT_SHELL_SURFACE = {
  Alert, Alignment, AnchorButton, Blockquote, Breadcrumbs, Button, Callout, Card, Checkbox, Code, Collapse, Dialog,
  DialogBody, DialogFooter, FormGroup, H1, H2, H3, H4, H5, H6, HTMLSelect, HTMLTable, HotkeysContext, HotkeysProvider,
  Icon, InputGroup, Intent, Label, Menu, MenuDivider, MenuItem, Navbar, NonIdealState, NonIdealStateIconSize, OL,
  OverlayToaster, OverlaysContext, OverlaysProvider, PopoverNext, Position, Pre, Radio, Spinner, SpinnerSize, Switch,
  Tab, Tabs, TabsExpander, Tag, TextAlignment, TextArea, UL,
};
