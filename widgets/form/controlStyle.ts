// The look every field control shares, in one place: compact size (the app's body text is 14px),
// the brand colour for focus rings and checked boxes, and a tinted background when read-only so a
// locked field does not look editable.
import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { __unsafe_useEmotionCache, css as serialize, type SerializedStyles } from '@emotion/react';

export const controlStyle = {
  size: 'sm',
  colorPalette: 'brand',
  _readOnly: { bg: 'bg.subtle' },
} as const;

/** Checkboxes take no read-only background: the tint would sit on the tiny box only. */
export const choiceStyle = { size: 'sm', colorPalette: 'brand' } as const;

// ---- styles resolved once ------------------------------------------------------------------------
//
// A Chakra component (`Input`, `Textarea`, `Checkbox`, even `Box`) resolves its styles again on
// every render: props split, recipe, `css()`, emotion serialisation and hash. On a form that is
// redrawn per keystroke that is most of a control's cost. The controls of the hot path (the text
// input, the textarea, the checkbox choice) are native elements instead, with classes built here
// ONCE per Chakra system from the same recipe and props, so they look exactly as the Chakra
// component would (same CSS, same emotion class name) while a render only reads a cached string.
// Every state (focus ring, invalid, disabled, read-only, checked) is a CSS selector on an
// attribute the element carries anyway, so no state needs styles of its own.

/** One class: styles in Chakra's style-object syntax, with an optional recipe class name first. */
export interface StaticClass {
  className?: string;
  styles: SystemStyleObject | SystemStyleObject[];
}

type Emotion = NonNullable<ReturnType<typeof __unsafe_useEmotionCache>>;

/**
 * A hook returning class names for styles built once per Chakra system (tokens, conditions,
 * recipes resolved by the system's `css`), inserted once per emotion cache. `build` runs on first
 * use, not at import, and never again for the same system.
 */
export function staticClasses<K extends string>(
  build: (system: SystemContext) => Record<K, StaticClass>,
): () => Record<K, string> {
  const bySystem = new WeakMap<SystemContext, { styles: Record<K, [string | undefined, SerializedStyles]>; byCache: WeakMap<Emotion, Record<K, string>> }>();
  return function useStaticClasses() {
    const system = useChakraContext();
    const cache = __unsafe_useEmotionCache();
    let entry = bySystem.get(system);
    if (entry === undefined) {
      const built = build(system);
      const styles = {} as Record<K, [string | undefined, SerializedStyles]>;
      for (const key of Object.keys(built) as K[]) {
        const { className, styles: style } = built[key];
        styles[key] = [className, serialize(system.css(...(Array.isArray(style) ? style : [style])))];
      }
      entry = { styles, byCache: new WeakMap() };
      bySystem.set(system, entry);
    }
    if (cache === null) {
      // No emotion cache (server rendering): only the recipe class names.
      const names = {} as Record<K, string>;
      for (const key of Object.keys(entry.styles) as K[]) names[key] = entry.styles[key][0] ?? '';
      return names;
    }
    let names = entry.byCache.get(cache);
    if (names === undefined) {
      names = {} as Record<K, string>;
      for (const key of Object.keys(entry.styles) as K[]) {
        const [className, serialized] = entry.styles[key];
        const emotionClass = `${cache.key}-${serialized.name}`;
        // What emotion's insertStyles does: one rule per serialized style, shared by name.
        if (cache.inserted[serialized.name] === undefined) cache.insert(`.${emotionClass}`, serialized, cache.sheet, true);
        names[key] = className ? `${className} ${emotionClass}` : emotionClass;
      }
      entry.byCache.set(cache, names);
    }
    return names;
  };
}

/**
 * The props Chakra would turn into styles for a recipe component drawn with `controlStyle`:
 * the recipe at size sm, then the brand palette and the read-only tint, in the order Chakra's
 * factory merges them (recipe in `@layer recipes`, props after it).
 */
export function controlStyles(system: SystemContext, recipe: 'input' | 'textarea', extra?: SystemStyleObject): SystemStyleObject[] {
  const { size, ...props } = controlStyle;
  return [system.getRecipeFn(recipe)({ size }) as SystemStyleObject, { ...props, ...extra }];
}
