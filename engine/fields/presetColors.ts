/**
 * The eleven preset colours (shell-and-calls.md: "Project colours: 11 presets, default #53D397"),
 * offered by the fixed forms' 颜色 field (formType `color`, its `setting`): a project's colour and a
 * schedule event's; the server offers and checks them, the project form shows them. The first is the default. A saved colour outside the list is still accepted
 * (the original client let any colour through), as long as it is a colour (the inputs' checks).
 */
export const PRESET_COLORS = [
  '#53D397', '#3E84E9', '#4AB6F4', '#5EC7CD', '#A08CFF', '#7E90FF', '#F96A6A', '#FF9668', '#FFB64D', '#FFD669', '#BDE36F',
] as const;

export const DEFAULT_COLOR = PRESET_COLORS[0];
