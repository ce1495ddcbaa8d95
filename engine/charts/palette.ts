// The colours charts draw with: series in the app's blue and green first (the 仪表盘's trend), then
// distinct hues; a funnel's stages from dark to light blue, one step each.
export const SERIES_COLORS = ['#3182ce', '#38a169', '#dd6b20', '#805ad5', '#d53f8c', '#319795', '#d69e2e', '#e53e3e', '#5a67d8', '#718096'];
export const STEP_COLORS = ['#1a4f8b', '#2b6cb0', '#3182ce', '#4c6fcf', '#5a67d8', '#6b46c1', '#805ad5'];
/** A map's provinces from none (light grey-blue) to the most (the app's dark blue). */
export const MAP_COLORS = ['#e6eef7', '#90cdf4', '#3182ce', '#1a4f8b'];
