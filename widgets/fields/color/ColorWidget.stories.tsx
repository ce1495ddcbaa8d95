// Stories of formType `color`: the preset colours of the field's setting as swatches, picked with a
// click or the keyboard; 不设置 clears; a stored colour no longer offered still shows, picked.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';

const PALETTE = ['#53D397', '#4AB6F4', '#FF9668', '#F96A6A'];

const meta = {
  title: 'Widgets/Fields/color',
  component: OneFieldForm,
  args: { formType: 'color', title: '颜色', setting: PALETTE, onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '颜色' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)).toEqual([
      '颜色 1 #53D397', '颜色 2 #4AB6F4', '颜色 3 #FF9668', '颜色 4 #F96A6A', '不设置',
    ]);
    await expect(within(group).getByRole('radio', { name: '不设置' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '颜色 3 #FF9668' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#FF9668');
    await expect(within(group).getByRole('radio', { name: '颜色 3 #FF9668' })).toBeChecked();
    // the keyboard moves along the row as in any radio group
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('#F96A6A');
    await userEvent.click(within(group).getByRole('radio', { name: '不设置' }));
    await expect(within(group).getByRole('radio', { name: '不设置' })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { value: '#4AB6F4' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '颜色 2 #4AB6F4' })).toBeChecked();
  },
};

/** A colour saved before the palette changed stays shown and picked. */
export const FormerColour: Story = {
  args: { value: '#123456' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '颜色 5 #123456' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: '#53D397', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
