// China's provinces, cities and districts from @vant/area-data, as the cascade of the map address
// field needs them. Codes are 6 digits: a city shares its province's first 2, a district its city's
// first 4. The form value stores the names (forms.md 3.7), so lookups go name → code.
import { areaList } from '@vant/area-data';

export interface Area {
  code: string;
  name: string;
}

function entries(list: Record<string, string>): Area[] {
  return Object.entries(list)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

function groupBy(areas: Area[], prefixLength: number): Map<string, Area[]> {
  const groups = new Map<string, Area[]>();
  for (const area of areas) {
    const prefix = area.code.slice(0, prefixLength);
    const group = groups.get(prefix);
    if (group) group.push(area);
    else groups.set(prefix, [area]);
  }
  return groups;
}

const PROVINCES = entries(areaList.province_list);
const CITIES_BY_PROVINCE = groupBy(entries(areaList.city_list), 2);
const DISTRICTS_BY_CITY = groupBy(entries(areaList.county_list), 4);

export function provinces(): readonly Area[] {
  return PROVINCES;
}

export function citiesOf(province: Area | null | undefined): readonly Area[] {
  return province ? (CITIES_BY_PROVINCE.get(province.code.slice(0, 2)) ?? []) : [];
}

export function districtsOf(city: Area | null | undefined): readonly Area[] {
  return city ? (DISTRICTS_BY_CITY.get(city.code.slice(0, 4)) ?? []) : [];
}

export function findByName(areas: readonly Area[], name: string | undefined): Area | null {
  if (!name) return null;
  return areas.find((area) => area.name === name) ?? null;
}
