import { lazy, Suspense } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { MAP_HEIGHT_PX } from '../utils/address-settings';
import type { MapPoint } from './leaflet-map';

// Leaflet is loaded only when a map is shown, so it stays out of the first page load.
const LeafletMapView = lazy(() => import('./leaflet-map'));

function MapPlaceholder() {
  return (
    <div className="address-map address-map--loading" style={{ height: MAP_HEIGHT_PX }}>
      <span className="address-map__loading-label">Loading the map…</span>
    </div>
  );
}

export function AddressMap({ point, label }: { point: MapPoint; label: string }) {
  const config = useAppConfig();
  if (config.isPending) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <LeafletMapView point={point} label={label} tiles={config.data?.map ?? null} />
    </Suspense>
  );
}
