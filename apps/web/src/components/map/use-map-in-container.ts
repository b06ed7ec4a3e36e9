import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

/**
 * The Leaflet map made in the container once it is in the page (null until then), with a scale, kept to the
 * container's size; removed when the component goes. Later changes of the initial view do not move it.
 */
export function useMapInContainer(center: L.LatLngExpression, zoom: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const initialView = useRef({ center, zoom });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, {
      center: initialView.current.center,
      zoom: initialView.current.zoom,
      worldCopyJump: true,
    });
    L.control.scale({ position: 'bottomleft' }).addTo(created);
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(container);
    setMap(created);
    return () => {
      resize.disconnect();
      created.remove();
      setMap(null);
    };
  }, []);

  return { containerRef, map };
}
