// Stories of formType `map_address`: province → city → district from @vant/area-data, the detail
// address, and the pluggable map provider (place search, throttled geocoding), compiled by
// engine/fields and drawn in a LingxiForm.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources, type GeocodeQuery, type LocationSearchQuery } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';
import { GEOCODE_INTERVAL_MS, MAP_SEARCH_PAGE_SIZE, MAP_ZOOM } from './MapAddressField.tsx';

type Canvas = ReturnType<typeof within>;

const FILLED = {
  address: ['浙江省', '杭州市', '西湖区'],
  detailAddress: '文三路90号东部软件园',
  location: '东部软件园',
  lng: '120.130663',
  lat: '30.279544',
};

const meta = {
  title: 'Widgets/Fields/map_address',
  component: FieldStoryForm,
  args: {
    definitions: [definition('map_address', '地址', 'map_address')],
    dataSources: createMemoryDataSources(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name });
const lastAddress = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as { map_address: unknown }).map_address;
};

/**
 * Without a map provider: the cascade and the detail address by keyboard, and a note that search is
 * unavailable. (storybook/test cannot press keys inside a native select, the browser's own UI:
 * selectOptions stands in for the arrow keys there; Tab moves between the controls.)
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '地址' })).toBeVisible();
    await expect(canvas.getByText('未配置地图服务，暂不能搜索定位')).toBeVisible();
    await expect(MAP_ZOOM).toBe(14);
    await expect(MAP_SEARCH_PAGE_SIZE).toBe(20);
    await expect(select(canvas, '城市')).toBeDisabled();
    await expect(select(canvas, '区县')).toBeDisabled();

    await userEvent.tab();
    await expect(select(canvas, '省份')).toHaveFocus();
    await userEvent.selectOptions(select(canvas, '省份'), '浙江省');
    await expect(select(canvas, '城市')).toBeEnabled();
    await userEvent.tab();
    await expect(select(canvas, '城市')).toHaveFocus();
    await userEvent.selectOptions(select(canvas, '城市'), '杭州市');
    await userEvent.tab();
    await expect(select(canvas, '区县')).toHaveFocus();
    await userEvent.selectOptions(select(canvas, '区县'), '西湖区');
    await userEvent.tab();
    const detail = canvas.getByRole('textbox', { name: '详细地址' });
    await expect(detail).toHaveFocus();
    await userEvent.keyboard('文三路90号');

    await expect(select(canvas, '省份')).toHaveDisplayValue('浙江省');
    await expect(select(canvas, '城市')).toHaveDisplayValue('杭州市');
    await expect(select(canvas, '区县')).toHaveDisplayValue('西湖区');
    await expect(detail).toHaveValue('文三路90号');
    await expect(lastAddress(args.onValueChange)).toEqual({
      address: ['浙江省', '杭州市', '西湖区'], detailAddress: '文三路90号', location: '', lat: '', lng: '',
    });

    // Another province clears the city and the district below it.
    await userEvent.selectOptions(select(canvas, '省份'), '江苏省');
    await expect(select(canvas, '城市')).toHaveDisplayValue('请选择城市');
    await expect(select(canvas, '区县')).toHaveDisplayValue('请选择区县');
    await expect(select(canvas, '区县')).toBeDisabled();
    await expect(within(select(canvas, '城市')).getByRole('option', { name: '南京市' })).toBeInTheDocument();
    await expect(lastAddress(args.onValueChange)).toMatchObject({ address: ['江苏省'], detailAddress: '文三路90号' });
  },
};

const searchLocation = fn(async ({ keyword, page }: LocationSearchQuery) => ({
  list: [
    { name: `${keyword}风景名胜区`, address: '浙江省杭州市西湖区龙井路1号', lng: '120.148732', lat: '30.242865' },
    { name: `${keyword}文化广场`, address: '浙江省杭州市拱墅区中山北路', lng: '120.169815', lat: '30.280312' },
  ].map((place) => ({ ...place, name: page > 1 ? `${place.name}（第${page}页）` : place.name })),
  totalRow: 2,
}));
const geocode = fn(async ({ address }: GeocodeQuery) => (address.includes('西湖区') ? { lng: '120.130396', lat: '30.259242' } : { lng: '120.155070', lat: '30.274084' }));

/** With a map provider: a place search sets the location; region changes are geocoded, one call per 500 ms. */
export const WithMapProvider: Story = {
  args: { dataSources: createMemoryDataSources({ searchLocation, geocode }) },
  beforeEach: () => {
    searchLocation.mockClear();
    geocode.mockClear();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('未配置地图服务，暂不能搜索定位')).not.toBeInTheDocument();

    // Three quick choices: the first is geocoded at once, the rest collapse into one trailing call.
    await userEvent.selectOptions(select(canvas, '省份'), '浙江省');
    await userEvent.selectOptions(select(canvas, '城市'), '杭州市');
    await userEvent.selectOptions(select(canvas, '区县'), '西湖区');
    await expect(geocode).toHaveBeenCalledTimes(1);
    await expect(geocode).toHaveBeenLastCalledWith({ address: '浙江省', city: '浙江省' });
    await waitFor(() => expect(geocode).toHaveBeenCalledTimes(2), { timeout: GEOCODE_INTERVAL_MS * 3 });
    await expect(geocode).toHaveBeenLastCalledWith({ address: '浙江省杭州市西湖区', city: '杭州市' });
    await waitFor(() => expect(lastAddress(args.onValueChange)).toMatchObject({ lng: '120.130396', lat: '30.259242' }));

    const search = canvas.getByRole('searchbox', { name: '搜索地点' });
    await expect(search).toHaveAttribute('placeholder', '请输入地名、小区或写字楼');
    await userEvent.type(search, '西湖{Enter}');
    await expect(searchLocation).toHaveBeenLastCalledWith({ keyword: '西湖', region: '杭州市', page: 1, pageSize: 20 });
    const results = await canvas.findByRole('list', { name: '搜索结果' });
    await userEvent.click(within(results).getByRole('button', { name: /西湖风景名胜区/ }));
    await expect(canvas.getByText('已定位：西湖风景名胜区')).toBeVisible();
    await expect(canvas.getByText('经度 120.148732，纬度 30.242865')).toBeVisible();
    await expect(lastAddress(args.onValueChange)).toEqual({
      address: ['浙江省', '杭州市', '西湖区'], detailAddress: '', location: '西湖风景名胜区', lng: '120.148732', lat: '30.242865',
    });
    await userEvent.click(canvas.getByRole('button', { name: '清除定位' }));
    await expect(canvas.queryByText(/^已定位/)).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { values: { map_address: FILLED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(select(canvas, '省份')).toHaveDisplayValue('浙江省');
    await expect(select(canvas, '城市')).toHaveDisplayValue('杭州市');
    await expect(select(canvas, '区县')).toHaveDisplayValue('西湖区');
    await expect(canvas.getByRole('textbox', { name: '详细地址' })).toHaveValue('文三路90号东部软件园');
    await expect(canvas.getByText('已定位：东部软件园')).toBeVisible();
  },
};

/** A saved value in the payload's spelling (comma-joined) reads the same. */
export const FilledFromPayload: Story = {
  args: { values: { map_address: { ...FILLED, address: '北京市,北京市,海淀区' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(select(canvas, '省份')).toHaveDisplayValue('北京市');
    await expect(select(canvas, '城市')).toHaveDisplayValue('北京市');
    await expect(select(canvas, '区县')).toHaveDisplayValue('海淀区');
  },
};

export const Error: Story = {
  args: { definitions: [definition('map_address', '地址', 'map_address', { isNull: 1 })], errors: { map_address: '地址不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('地址不能为空');
    await expect(canvas.getByRole('group', { name: '地址' })).toHaveAccessibleDescription('地址不能为空');
    await expect(canvas.getByRole('textbox', { name: '详细地址' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { values: { map_address: FILLED }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['省份', '城市', '区县']) await expect(select(canvas, name)).toBeDisabled();
    const detail = canvas.getByRole('textbox', { name: '详细地址' });
    await expect(detail).toBeDisabled();
    await userEvent.type(detail, '9');
    await expect(detail).toHaveValue('文三路90号东部软件园');
    await expect(canvas.queryByRole('button', { name: '清除定位' })).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { map_address: FILLED }, readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('textbox', { name: '省市区' });
    await expect(region).toHaveAttribute('readonly');
    await expect(region).toHaveValue('浙江省 杭州市 西湖区');
    const detail = canvas.getByRole('textbox', { name: '详细地址' });
    await userEvent.type(detail, '9');
    await expect(detail).toHaveValue('文三路90号东部软件园');
    await expect(canvas.queryByText('未配置地图服务，暂不能搜索定位')).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
