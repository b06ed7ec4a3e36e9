import {
  boundaryProblem,
  circleProblem,
  geofenceMessages,
  type Device,
  type GeofenceCircle,
  type GeoFenceRecordRequest,
  type LatLng,
} from '@lodestar/contract';
import { useState } from 'react';

export type FenceShapeName = 'boundary' | 'circle';

/**
 * The fence being drawn: a boundary (its corners) or a circle, starting from the device's saved fence, and the
 * problem that keeps it from being saved, checked by the same rules as the server's. A new drawing clears the problem.
 */
export function useFenceDraft(device: Device) {
  const [shape, setShape] = useState<FenceShapeName>(device.geofenceCircle ? 'circle' : 'boundary');
  const [corners, setCorners] = useState<LatLng[]>(device.mapBoundaryPoints);
  const [circle, setCircle] = useState<GeofenceCircle | null>(device.geofenceCircle);
  const [problem, setProblem] = useState<string | null>(null);
  const drawn = shape === 'circle' ? circle !== null : corners.length > 0;
  const changed =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setProblem(null);
    };
  return {
    shape,
    corners,
    circle,
    drawn,
    problem,
    setProblem,
    setShape: changed(setShape),
    changeCorners: changed((next: LatLng[] | null) => setCorners(next ?? [])),
    changeCircle: changed(setCircle),
    /** Checks the drawing and shows what is wrong with it; the request body when it may be saved. */
    check: (): Pick<GeoFenceRecordRequest, 'latLongs' | 'circle'> | null => {
      if (shape === 'circle') {
        const found = circle ? circleProblem(circle) : geofenceMessages.noBoundary;
        setProblem(found);
        return found === null && circle ? { circle } : null;
      }
      const found = boundaryProblem(corners);
      setProblem(found);
      return found === null ? { latLongs: corners } : null;
    },
  };
}
