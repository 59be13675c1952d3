import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '@tessera/sdk';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The spec's breakpoint a viewport width falls in (sm 576, md 768, lg 992, xl 1200). */
export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** The side menu auto-collapses below md. */
export function isBelowMd(width: number): boolean {
  return width < BREAKPOINTS.md;
}

/** The current viewport width, following resizes. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? BREAKPOINTS.xl : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
