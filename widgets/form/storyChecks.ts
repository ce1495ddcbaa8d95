// Assertions every field story repeats, in one place so each story reads as what is special about
// its widget. Only for stories (imports storybook/test).
import { expect, userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The label names the control (the @rjsf/chakra-ui bug this theme fixes): returns the control. */
export async function expectLabelled(canvas: Canvas, label: string, id = 'root_field'): Promise<HTMLElement> {
  const control = canvas.getByLabelText(label);
  await expect(control).toHaveAttribute('id', id);
  return control;
}

/**
 * The message is shown in red under the field, announced, and tied to the control. `invalid` lists
 * the elements that must say aria-invalid: the control itself, except for a checkbox group, whose
 * choices carry it (ARIA's group role does not take aria-invalid).
 */
export async function expectFieldError(
  canvas: Canvas, control: HTMLElement, message: string, invalid: readonly HTMLElement[] = [control],
): Promise<void> {
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveTextContent(message);
  await expect(alert).toBeVisible();
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  for (const element of invalid) await expect(element).toHaveAttribute('aria-invalid', 'true');
  // Red: Chakra's fg.error. Checked as "clearly more red than green and blue" to stay theme-proof.
  const [r = 0, g = 0, b = 0] = (getComputedStyle(alert).color.match(/\d+/g) ?? []).map(Number);
  await expect(r).toBeGreaterThan(g + 80);
  await expect(r).toBeGreaterThan(b + 80);
}

/** No message and nothing marked invalid. */
export async function expectNoFieldError(canvas: Canvas, control: HTMLElement): Promise<void> {
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  await expect(control).not.toHaveAttribute('aria-invalid');
}

/**
 * The required mark shows beside the label, and the control says it is required, but only to
 * assistive tech: a `required` attribute would let the browser block submit with its own bubble
 * before the engine's '{name}不能为空'. A checkbox group has no aria-required (ARIA's group role
 * does not take it): pass `aria: false`.
 */
export async function expectRequiredMark(canvas: Canvas, control: HTMLElement, aria = true): Promise<void> {
  await expect(canvas.getByText('*')).toBeVisible();
  if (aria) await expect(control).toHaveAttribute('aria-required', 'true');
  await expect(control).not.toHaveAttribute('required');
}

/** Typing into a disabled or read-only input changes nothing, and the form hears nothing. */
export async function expectTypingIgnored(control: HTMLElement, onValueChange: unknown, shown: string): Promise<void> {
  await userEvent.type(control, '9');
  await expect(control).toHaveValue(shown);
  await expect(onValueChange).not.toHaveBeenCalled();
}
