import { Suspense } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { MAP_HEIGHT_PX } from '../utils/address-settings';
import type { MapPoint, PinMove } from './leaflet-map';
import { useTexts } from '../../../i18n/use-texts';
import { lazyCode } from '../../../lib/lazy-code';

// Leaflet is loaded only when a map is shown, so it stays out of the first page load.
const LeafletMapView = lazyCode(() => import('./leaflet-map'));

function MapPlaceholder() {
  const { t } = useTexts('address');
  return (
    <div className="address-map address-map--loading" style={{ height: MAP_HEIGHT_PX }}>
      <span className="address-map__loading-label">{t('loadingMap')}</span>
    </div>
  );
}

type AddressMapProps = { point: MapPoint; label: string; onMove?: PinMove | undefined };

export function AddressMap({ point, label, onMove }: AddressMapProps) {
  const config = useAppConfig();
  if (config.isPending) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <LeafletMapView
        point={point}
        label={label}
        tiles={config.data?.map ?? null}
        onMove={onMove}
      />
    </Suspense>
  );
}
