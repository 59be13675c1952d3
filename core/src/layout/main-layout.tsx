import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { BreadcrumbsBar } from './breadcrumbs-bar';
import { isBelowMd, useViewportWidth } from './breakpoints';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useRecordVisits } from './use-record-visits';

/** The shell around every signed-in page: top bar, side menu, breadcrumbs and the routed view. */
export const MainLayout = observer(function MainLayout() {
  const width = useViewportWidth();
  const narrow = isBelowMd(width);
  const [minimized, setMinimized] = useState(narrow);
  // Crossing md follows the viewport; in between, the user's toggle wins.
  useEffect(() => setMinimized(narrow), [narrow]);
  useRecordVisits();

  return (
    <div className={`tessera-shell${minimized ? ' is-menu-minimized' : ''}`}>
      <TopBar menuMinimized={minimized} onToggleMenu={() => setMinimized((m) => !m)} />
      <div className="tessera-shell-body">
        <SideMenu minimized={minimized} />
        <main className="tessera-content">
          <BreadcrumbsBar />
          <div className="tessera-view">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
});
