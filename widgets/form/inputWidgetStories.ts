// The six stories every single-input formType widget has (Empty, Filled, Error, Disabled, ReadOnly,
// Required), built from what differs between them: the label, the input's attributes, sample values
// and the rule message. One file of checks instead of six copies that drift apart.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OneFieldForm } from './OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from './storyChecks.ts';

type Story = StoryObj<typeof OneFieldForm>;

export interface InputWidgetStorySpec {
  /** The field's Chinese name: the label the stories find the input by. */
  label: string;
  /** Attributes the empty input must carry, e.g. `{ type: 'tel' }` or `{ inputmode: 'decimal' }`. */
  attributes: Record<string, string>;
  /** What a user types into the empty field; it must reach the form as typed. */
  typed: string;
  /** A saved value, shown by Filled, Disabled and ReadOnly. */
  filled: string;
  /** A value the rules refuse, and the message shown under the field. */
  invalid: { value: string; message: string };
}

export function inputWidgetStories(spec: InputWidgetStorySpec): Record<'Empty' | 'Filled' | 'Error' | 'Disabled' | 'ReadOnly' | 'Required', Story> {
  const { label, attributes, typed, filled, invalid } = spec;
  return {
    Empty: {
      play: async ({ canvasElement, args }) => {
        const canvas = within(canvasElement);
        const input = await expectLabelled(canvas, label);
        await expect(input).toHaveValue('');
        for (const [name, value] of Object.entries(attributes)) await expect(input).toHaveAttribute(name, value);
        await expectNoFieldError(canvas, input);
        await userEvent.type(input, typed);
        await expect(input).toHaveValue(typed);
        await expect(args.onValueChange).toHaveBeenLastCalledWith(typed);
      },
    },
    Filled: {
      args: { value: filled },
      play: async ({ canvasElement }) => {
        await expect(await expectLabelled(within(canvasElement), label)).toHaveValue(filled);
      },
    },
    Error: {
      args: { value: invalid.value, error: invalid.message },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const input = await expectLabelled(canvas, label);
        await expect(input).toHaveValue(invalid.value);
        await expectFieldError(canvas, input, invalid.message);
      },
    },
    Disabled: {
      args: { value: filled, disabled: true },
      play: async ({ canvasElement, args }) => {
        const input = await expectLabelled(within(canvasElement), label);
        await expect(input).toBeDisabled();
        await expectTypingIgnored(input, args.onValueChange, filled);
      },
    },
    ReadOnly: {
      args: { value: filled, readonly: true },
      play: async ({ canvasElement, args }) => {
        const input = await expectLabelled(within(canvasElement), label);
        await expect(input).toHaveAttribute('readonly');
        await expectTypingIgnored(input, args.onValueChange, filled);
      },
    },
    Required: {
      args: { required: true },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expectRequiredMark(canvas, await expectLabelled(canvas, label));
      },
    },
  };
}
