import { routeByName, type RouteName } from '@lodestar/contract';
import { generatePath } from 'react-router';

/** The path of a route of the contract's route table, with its parameters filled in (and encoded). */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(routeByName(name).path, params);
}
