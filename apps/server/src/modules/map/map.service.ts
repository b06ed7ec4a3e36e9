import type { MapPlacesQuery, MapPlacesResponse } from '@lodestar/contract';
import { placesInBox, type CityIndexSource } from '../../adapters/cities/index.js';
import type { Payload } from '../../http/envelope.js';

/** What a map shows without its tiles: the names of cities, from the data set shipped with the server. */
export function createMapService(cities: CityIndexSource) {
  return {
    /** None when the data set could not be loaded: the map then shows land and borders only. */
    async places(box: MapPlacesQuery): Promise<Payload<MapPlacesResponse>> {
      const index = await cities();
      return { places: index ? placesInBox(index, box) : [] };
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
