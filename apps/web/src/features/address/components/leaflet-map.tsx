import { useEffect, useRef } from 'react';
import {
  circle,
  divIcon,
  geoJSON,
  map as createMap,
  marker,
  tileLayer,
  type Circle,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapConfig } from '../../../lib/app-config';
import { MAP_HEIGHT_PX, MAP_ZOOM } from '../utils/address-settings';
import { philippinesOutline } from './philippines-outline';
import './map.css';
import { useTexts } from '../../../i18n/use-texts';

export type MapPoint = { lat: number; lng: number };
/** Decision 041: a map with onMove has a draggable pin; answering false puts it back. */
export type PinMove = (to: MapPoint) => boolean;
type LeafletMapProps = {
  point: MapPoint;
  label: string;
  tiles: MapConfig | null;
  onMove?: PinMove | undefined;
};

// The pin is an inline SVG, so nothing is fetched from a CDN (Leaflet's default icon would be).
// Its tip is the bottom centre of the icon, exactly on the delivery point.
const pinIcon = divIcon({
  className: 'map-pin',
  html:
    '<svg viewBox="0 0 36 48" width="36" height="48" aria-hidden="true">' +
    '<ellipse cx="18" cy="46" rx="7" ry="2.5" fill="rgb(29 26 22 / 30%)"/>' +
    '<path class="map-pin__drop" d="M18 46C13 39 4 29 4 18a14 14 0 0 1 28 0c0 11-9 21-14 28z"/>' +
    '<circle cx="18" cy="18" r="5.5" fill="#fffaf1"/></svg>',
  iconSize: [36, 48],
  iconAnchor: [18, 46],
});

/**
 * The delivery point on a Leaflet map (product §2: a pin, zoom 17, 300px high). With a tile
 * server from /api/v1/config it shows the streets; without one a bundled outline of the
 * Philippines on a sea-coloured background, so the pin still shows offline.
 */
export default function LeafletMapView({ point, label, tiles, onMove }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<{ map: LeafletMap; pin: Marker; area: Circle } | null>(null);
  // where the map opens; later moves of the point go through setView below
  const firstPoint = useRef(point);
  // the drag handler reads the latest point and callback, so the map is not rebuilt for them
  const latest = useRef({ point, onMove });
  useEffect(() => {
    latest.current = { point, onMove };
  });
  const movable = Boolean(onMove);
  const { t } = useTexts('address');
  const tileUrl = tiles?.tileUrl ?? null;
  const attribution = tiles?.attribution ?? null;

  // Leaflet owns its DOM: create it once per tile source, remove it when the dialog closes.
  useEffect(() => {
    if (!container.current) return;
    const start: [number, number] = [firstPoint.current.lat, firstPoint.current.lng];
    const map = createMap(container.current, {
      center: start,
      zoom: MAP_ZOOM,
      minZoom: 5,
      maxZoom: 19,
      zoomControl: true,
      attributionControl: Boolean(tileUrl),
      scrollWheelZoom: false,
    });
    if (tileUrl) {
      tileLayer(tileUrl, { attribution: attribution ?? '', maxZoom: 19 }).addTo(map);
    } else {
      geoJSON(philippinesOutline, {
        interactive: false,
        style: { color: '#8fb996', weight: 2, fillColor: '#f4ecd6', fillOpacity: 1 },
      }).addTo(map);
    }
    const area = circle(start, {
      radius: 40,
      color: '#2e7d4f',
      weight: 1,
      fillColor: '#4f9a68',
      fillOpacity: 0.18,
      interactive: false,
    }).addTo(map);
    const pin = marker(start, {
      icon: pinIcon,
      keyboard: false,
      interactive: movable,
      draggable: movable,
      autoPan: true,
    }).addTo(map);
    pin.on('drag', () => area.setLatLng(pin.getLatLng()));
    pin.on('dragend', () => {
      const { lat, lng } = pin.getLatLng();
      const accepted = latest.current.onMove?.({ lat, lng }) ?? false;
      if (accepted) return;
      const back: [number, number] = [latest.current.point.lat, latest.current.point.lng];
      pin.setLatLng(back);
      area.setLatLng(back);
    });
    view.current = { map, pin, area };
    // the dialog may still be settling when the map is created
    const frame = window.requestAnimationFrame(() => map.invalidateSize());
    return () => {
      window.cancelAnimationFrame(frame);
      view.current = null;
      map.remove();
    };
  }, [tileUrl, attribution, movable]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const at: [number, number] = [point.lat, point.lng];
    current.pin.setLatLng(at);
    current.area.setLatLng(at);
    // a pin moved within the view stays where the buyer put it; a new address opens at zoom 17
    if (!current.map.getBounds().contains(at)) current.map.setView(at, MAP_ZOOM);
  }, [point.lat, point.lng]);

  return (
    <div className="address-map-frame">
      <div
        ref={container}
        className={tileUrl ? 'address-map' : 'address-map address-map--offline'}
        style={{ height: MAP_HEIGHT_PX }}
        role="region"
        aria-label={t(movable ? 'mapMovable' : 'mapFixed', { place: label })}
        data-testid="address-map"
      />
      {tileUrl ? null : <p className="address-map__caption">{t('mapSimplified')}</p>}
    </div>
  );
}
