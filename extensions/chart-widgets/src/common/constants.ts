/** The spec's widget constants. */

/** "Default chart background is dark blue." */
export const DEFAULT_CHART_BACKGROUND = '#2d3d88';
export const DEFAULT_OPACITY = 1;
/** Gauge: default detail font 20, progress width 18. */
export const GAUGE_DETAIL_FONT_SIZE = 20;
export const GAUGE_PROGRESS_WIDTH = 18;
/** Gauge sizes by height: under 160, under 200, 200 or more. */
export const GAUGE_SMALL_BELOW = 160;
export const GAUGE_MEDIUM_BELOW = 200;
/** "Default range 0-999, step 0.1." */
export const DEFAULT_RANGE_MIN = 0;
export const DEFAULT_RANGE_MAX = 999;
export const DEFAULT_STEP = 0.1;
/** Slider defaults: max 100, step 1. */
export const SLIDER_DEFAULT_MAX = 100;
export const SLIDER_DEFAULT_STEP = 1;
/** Device status threshold time: default 60, minimum 5. */
export const THRESHOLD_DEFAULT = 60;
export const THRESHOLD_MIN = 5;
/** Status comparison operators. */
export const COMPARISONS = ['==', '>', '>=', '<', '<=', '!='] as const;
export type Comparison = (typeof COMPARISONS)[number];
/** Custom gauge simulation interval (seconds): min 0.5, max 10, step 0.5, default 2. */
export const SIM_INTERVAL_MIN_S = 0.5;
export const SIM_INTERVAL_MAX_S = 10;
export const SIM_INTERVAL_STEP_S = 0.5;
export const SIM_INTERVAL_DEFAULT_S = 2;
/** "Default returns a random number 0-60 with 2 decimals." */
export const DEFAULT_SIM_FUNCTION = 'return Number((Math.random() * 60).toFixed(2));';
/** Hard deadline for one sandboxed evaluation of user code. */
export const SANDBOX_TIMEOUT_MS = 1_000;
/** Scene control dialog width; the other config dialogs are 500 to 1000 px. */
export const SCENE_DIALOG_WIDTH = 665;
export const EDITOR_WIDTH_DEFAULT = 600;
