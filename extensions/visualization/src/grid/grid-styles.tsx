/** The grid library's own stylesheet (placement transitions, placeholder, resize handles), injected once per page. */
const CSS = `
.react-grid-layout{position:relative;transition:height 200ms ease}
.react-grid-item{transition:all 200ms ease;transition-property:left,top,width,height}
.react-grid-item.cssTransforms{transition-property:transform,width,height}
.react-grid-item.resizing{transition:none;z-index:1;will-change:width,height}
.react-grid-item.react-draggable-dragging{transition:none;z-index:3;will-change:transform}
.react-grid-item.dropping{visibility:hidden}
.react-grid-item.react-grid-placeholder{background:#2d72d2;opacity:.2;transition-duration:100ms;z-index:2;user-select:none}
.react-grid-item>.react-resizable-handle{position:absolute;width:20px;height:20px;bottom:0;right:0;cursor:se-resize}
.react-grid-item>.react-resizable-handle::after{content:"";position:absolute;right:3px;bottom:3px;width:5px;height:5px;border-right:2px solid rgba(128,128,128,.6);border-bottom:2px solid rgba(128,128,128,.6)}
.tessera-dashboard-tile{height:100%;display:flex;flex-direction:column;overflow:hidden}
.tessera-dashboard-tile-body{flex:1;min-height:0;overflow:hidden}
`;

export function GridStyles() {
  return <style data-tessera-dashboard-grid>{CSS}</style>;
}
