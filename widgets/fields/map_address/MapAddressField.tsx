// formType `map_address` (地址), an rjsf *field*: the value is an object,
// `{address: [province, city, district], location, detailAddress, lat, lng}` (forms.md 3.7; the
// engine joins `address` with commas in the payload).
//
// Three native selects, province → city → district, from @vant/area-data (Tab between them, arrows
// or the first character to choose; choosing a province clears city and district), and a 详细地址
// input. A map provider is pluggable through the data sources: with `searchLocation` a place search
// (20 per page) sets location, lng and lat; with `geocode` the chosen regions and detail address are
// geocoded, at most once per 500 ms. Without a provider the field says so and stays usable.
// MAP_ZOOM is for the map view to come.
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, Button, chakra, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { normalizeValue, type MapAddressValue } from '../../../engine/fields/index.ts';
import FieldLabel from '../../form/FieldLabel.tsx';
import { controlStyle } from '../../form/controlStyle.ts';
import { useDataSources, type LingxiDataSources, type LocationOption, type PageOf } from '../../form/dataSources.ts';
import { errorId, hasError, labelId } from '../../form/ids.ts';
import { citiesOf, districtsOf, findByName, provinces, type Area } from './areas.ts';
import { mapText } from './strings.ts';
import { throttle } from './throttle.ts';

/** forms.md 9: the map opens at zoom 14. */
export const MAP_ZOOM = 14;
/** forms.md 9: place search page size. */
export const MAP_SEARCH_PAGE_SIZE = 20;
/** forms.md 9: at most one geocoding call per 500 ms. */
export const GEOCODE_INTERVAL_MS = 500;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function RegionSelect({ id, label, placeholder, areas, selected, disabled, invalid, onPick }: {
  id: string;
  label: string;
  placeholder: string;
  areas: readonly Area[];
  /** The stored name (may be one the area data no longer has: still shown). */
  selected: string;
  disabled: boolean;
  invalid: boolean;
  onPick: (name: string) => void;
}) {
  const known = selected === '' || areas.some((area) => area.name === selected);
  return (
    <NativeSelect.Root size={controlStyle.size} colorPalette={controlStyle.colorPalette} disabled={disabled} invalid={invalid}>
      <NativeSelect.Field
        id={id}
        aria-label={label}
        value={selected}
        color={selected === '' ? 'fg.muted' : 'fg'}
        css={{ '& option': { color: 'fg' } }}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onPick(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {known ? null : <option value={selected}>{selected}</option>}
        {areas.map((area) => (
          <option key={area.code} value={area.name}>
            {area.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function MapAddressField(props: FieldProps) {
  const { formData, onChange, onBlur, fieldPathId, schema, uiSchema, name, required, disabled = false, readonly = false, registry } = props;
  const id = fieldPathId.$id;
  const value = useMemo(() => normalizeValue('map_address', formData) as MapAddressValue, [formData]);
  const sources = useDataSources(registry);
  const title = String(getUiOptions(uiSchema).title ?? schema.title ?? name);
  const invalid = hasError(props);
  const [provinceName = '', cityName = '', districtName = ''] = value.address;

  const province = findByName(provinces(), provinceName);
  const cities = citiesOf(province);
  const city = findByName(cities, cityName);
  const districts = districtsOf(city);

  // Geocoding answers arrive late: they patch the value current at that moment, not the one that asked.
  const valueRef = useRef(value);
  valueRef.current = value;
  const commit = useCallback((next: MapAddressValue) => onChange(next, fieldPathId.path), [onChange, fieldPathId]);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const geocode = useMemo(() => {
    const source = sources?.geocode?.bind(sources);
    if (!source) return null;
    return throttle((address: string, cityForSearch: string) => {
      source({ address, city: cityForSearch || undefined }).then(
        (point) => {
          if (!point || addressText(valueRef.current) !== address) return;
          commitRef.current({ ...valueRef.current, lat: text(point.lat), lng: text(point.lng) });
        },
        () => undefined,
      );
    }, GEOCODE_INTERVAL_MS);
  }, [sources]);
  useEffect(() => () => geocode?.cancel(), [geocode]);

  const update = useCallback(
    (next: MapAddressValue) => {
      commit(next);
      const address = addressText(next);
      if (geocode && next.address.length > 0 && address !== addressText(value)) geocode(address, next.address[1] ?? next.address[0] ?? '');
    },
    [commit, geocode, value],
  );

  const pickProvince = useCallback((picked: string) => update({ ...value, address: picked ? [picked] : [] }), [update, value]);
  const pickCity = useCallback((picked: string) => update({ ...value, address: picked ? [provinceName, picked] : [provinceName] }), [update, value, provinceName]);
  const pickDistrict = useCallback(
    (picked: string) => update({ ...value, address: picked ? [provinceName, cityName, picked] : [provinceName, cityName] }),
    [update, value, provinceName, cityName],
  );
  const changeDetail = useCallback((event: ChangeEvent<HTMLInputElement>) => update({ ...value, detailAddress: event.target.value }), [update, value]);
  const pickLocation = useCallback(
    (place: LocationOption) => commit({ ...value, location: place.name, lat: text(place.lat), lng: text(place.lng) }),
    [commit, value],
  );
  const clearLocation = useCallback(() => commit({ ...value, location: '', lat: '', lng: '' }), [commit, value]);

  const handleBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
    },
    [onBlur, id, value],
  );

  const canSearch = Boolean(sources?.searchLocation);
  return (
    <Box role="group" aria-labelledby={labelId(id)} aria-describedby={invalid ? errorId(id) : undefined} onBlur={handleBlur}>
      <FieldLabel id={id} label={title} required={required} group />
      <Stack gap="2">
        {readonly ? (
          <Input
            id={`${id}_region`}
            {...controlStyle}
            readOnly
            disabled={disabled}
            aria-label={mapText.region()}
            value={value.address.join(' ')}
          />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
            <RegionSelect
              id={`${id}_province`}
              label={mapText.province()}
              placeholder={mapText.pickProvince()}
              areas={provinces()}
              selected={provinceName}
              disabled={disabled}
              invalid={invalid}
              onPick={pickProvince}
            />
            <RegionSelect
              id={`${id}_city`}
              label={mapText.city()}
              placeholder={mapText.pickCity()}
              areas={cities}
              selected={cityName}
              disabled={disabled || provinceName === ''}
              invalid={invalid}
              onPick={pickCity}
            />
            <RegionSelect
              id={`${id}_district`}
              label={mapText.district()}
              placeholder={mapText.pickDistrict()}
              areas={districts}
              selected={districtName}
              disabled={disabled || cityName === ''}
              invalid={invalid}
              onPick={pickDistrict}
            />
          </SimpleGrid>
        )}
        {canSearch && !readonly ? (
          <LocationSearch id={id} sources={sources!} region={cityName || provinceName} disabled={disabled} onPick={pickLocation} />
        ) : null}
        {value.location ? (
          <Flex align="center" gap="2" fontSize="sm" wrap="wrap">
            <PinIcon />
            <Text as="span">{mapText.located(value.location)}</Text>
            {value.lng && value.lat ? (
              <Text as="span" color="fg.muted" fontSize="xs">
                {mapText.coordinates(value.lng, value.lat)}
              </Text>
            ) : null}
            {readonly || disabled ? null : (
              <Button size="xs" variant="plain" colorPalette="brand" px="0" onClick={clearLocation}>
                {mapText.clearLocation()}
              </Button>
            )}
          </Flex>
        ) : null}
        {!canSearch && !readonly ? (
          <Text fontSize="xs" color="fg.muted">
            {mapText.noProvider()}
          </Text>
        ) : null}
        <SubLabel htmlFor={`${id}_detailAddress`}>{mapText.detail()}</SubLabel>
        <Input
          id={`${id}_detailAddress`}
          {...controlStyle}
          mt="-1"
          placeholder={mapText.detailPlaceholder()}
          value={value.detailAddress}
          disabled={disabled}
          readOnly={readonly}
          aria-invalid={invalid || undefined}
          autoComplete="street-address"
          onChange={changeDetail}
        />
      </Stack>
    </Box>
  );
}

/** What is geocoded: the regions and the detail address as one line. */
function addressText(value: MapAddressValue): string {
  return `${value.address.join('')}${value.detailAddress.trim()}`;
}

function LocationSearch({ id, sources, region, disabled, onPick }: {
  id: string;
  sources: LingxiDataSources;
  region: string;
  disabled: boolean;
  onPick: (place: LocationOption) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<{ keyword: string; page: number } | null>(null);
  const [state, setState] = useState<{ status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: PageOf<LocationOption> }>({ status: 'idle' });

  useEffect(() => {
    if (!query || !sources.searchLocation) return undefined;
    let live = true;
    setState({ status: 'loading' });
    sources
      .searchLocation({ keyword: query.keyword, region: region || undefined, page: query.page, pageSize: MAP_SEARCH_PAGE_SIZE })
      .then(
        (page) => live && setState({ status: 'ready', page }),
        () => live && setState({ status: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [query, sources, region]);

  const search = useCallback(() => {
    const trimmed = keyword.trim();
    if (trimmed) setQuery({ keyword: trimmed, page: 1 });
  }, [keyword]);
  const handleKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      search();
    },
    [search],
  );
  const pick = useCallback(
    (place: LocationOption) => {
      onPick(place);
      setQuery(null);
      setState({ status: 'idle' });
    },
    [onPick],
  );

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.page.totalRow / MAP_SEARCH_PAGE_SIZE)) : 1;
  return (
    <Box>
      <SubLabel htmlFor={`${id}_search`}>{mapText.search()}</SubLabel>
      <Flex gap="2" mt="1">
        <Input
          id={`${id}_search`}
          {...controlStyle}
          type="search"
          placeholder={mapText.searchPlaceholder()}
          value={keyword}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setKeyword(event.target.value)}
          onKeyDown={handleKey}
        />
        <Button size="sm" variant="outline" colorPalette="brand" disabled={disabled || keyword.trim() === ''} onClick={search}>
          {mapText.searchButton()}
        </Button>
      </Flex>
      {state.status === 'idle' ? null : (
        <Box mt="1" borderWidth="1px" borderColor="border" borderRadius="sm" maxH="240px" overflowY="auto">
          {state.status === 'loading' ? (
            <Text role="status" p="2" fontSize="sm" color="fg.muted">{mapText.searching()}</Text>
          ) : state.status === 'error' ? (
            <Text role="status" p="2" fontSize="sm" color="fg.error">{mapText.searchFailed()}</Text>
          ) : state.page.list.length === 0 ? (
            <Text role="status" p="2" fontSize="sm" color="fg.muted">{mapText.noResult()}</Text>
          ) : (
            <Box as="ul" aria-label={mapText.results()} listStyleType="none" m="0" p="1">
              {state.page.list.map((place, index) => (
                <Box as="li" key={`${place.name}-${index}`}>
                  <Button
                    variant="ghost"
                    size="sm"
                    width="full"
                    justifyContent="flex-start"
                    height="auto"
                    py="1.5"
                    textAlign="start"
                    whiteSpace="normal"
                    onClick={() => pick(place)}
                  >
                    <Box>
                      <Text fontSize="sm">{place.name}</Text>
                      {place.address ? <Text fontSize="xs" color="fg.muted">{place.address}</Text> : null}
                    </Box>
                  </Button>
                </Box>
              ))}
            </Box>
          )}
          {state.status === 'ready' && pages > 1 && query ? (
            <Flex justify="flex-end" gap="1" p="1" borderTopWidth="1px" borderColor="border">
              <Button size="xs" variant="ghost" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
                {mapText.prevPage()}
              </Button>
              <Button size="xs" variant="ghost" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
                {mapText.nextPage()}
              </Button>
            </Flex>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

function SubLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" fontSize="xs" color="fg.muted">
      {children}
    </chakra.label>
  );
}

function PinIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4">
      <path d="M8 14.5s4.5-4.2 4.5-8a4.5 4.5 0 0 0-9 0c0 3.8 4.5 8 4.5 8z" />
      <circle cx="8" cy="6.5" r="1.6" />
    </svg>
  );
}

export default MapAddressField;
