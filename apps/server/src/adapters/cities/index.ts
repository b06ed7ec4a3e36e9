// The cities data set shipped with the server: one index, shared by the reverse geocoder and the map's place names.
export { createCityIndexSource, type Area, type CityIndex, type CityIndexSource } from './city-index.js';
export { placesInBox } from './places-in-box.js';
