// Texts of the map address field (i18n keys form.map.*; Chinese defaults, the contract).
import i18n from '../../../i18n/index.ts';

const tr = (key: string, zh: string, params: Record<string, unknown> = {}) => i18n.t(key, { defaultValue: zh, ...params });

export const mapText = {
  province: () => tr('form.map.province', '省份'),
  city: () => tr('form.map.city', '城市'),
  district: () => tr('form.map.district', '区县'),
  pickProvince: () => tr('form.map.pickProvince', '请选择省份'),
  pickCity: () => tr('form.map.pickCity', '请选择城市'),
  pickDistrict: () => tr('form.map.pickDistrict', '请选择区县'),
  region: () => tr('form.map.region', '省市区'),
  detail: () => tr('form.map.detail', '详细地址'),
  detailPlaceholder: () => tr('form.map.detailPlaceholder', '请输入详细地址'),
  location: () => tr('form.map.location', '定位'),
  search: () => tr('form.map.search', '搜索地点'),
  searchPlaceholder: () => tr('form.map.searchPlaceholder', '请输入地名、小区或写字楼'),
  searchButton: () => tr('form.map.searchButton', '搜索'),
  searching: () => tr('form.map.searching', '搜索中…'),
  noResult: () => tr('form.map.noResult', '没有找到数据'),
  searchFailed: () => tr('form.map.searchFailed', '搜索失败，请重试'),
  results: () => tr('form.map.results', '搜索结果'),
  located: (location: string) => tr('form.map.located', '已定位：{{location}}', { location }),
  coordinates: (lng: string, lat: string) => tr('form.map.coordinates', '经度 {{lng}}，纬度 {{lat}}', { lng, lat }),
  clearLocation: () => tr('form.map.clearLocation', '清除定位'),
  noProvider: () => tr('form.map.noProvider', '未配置地图服务，暂不能搜索定位'),
  prevPage: () => tr('form.map.prevPage', '上一页'),
  nextPage: () => tr('form.map.nextPage', '下一页'),
};
