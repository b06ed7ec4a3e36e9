import { boundaryProblem, type Device, type LatLng } from '@lodestar/contract';
import { useState } from 'react';

/**
 * The boundary being drawn: its corners (starting from the device's saved boundary) and the problem that keeps it
 * from being saved, checked by the same rule as the server's. A new drawing clears the problem.
 */
export function useBoundaryDraft(device: Device) {
  const [points, setPoints] = useState<LatLng[]>(device.mapBoundaryPoints);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    points,
    problem,
    setProblem,
    change: (next: LatLng[]) => {
      setPoints(next);
      setProblem(null);
    },
    /** Checks the drawing and shows what is wrong with it; true when it may be saved. */
    check: () => {
      const found = boundaryProblem(points);
      setProblem(found);
      return found === null;
    },
  };
}
