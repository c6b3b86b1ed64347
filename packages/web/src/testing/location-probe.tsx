import { useLocation } from 'react-router';

/** Shows the router's current address so tests can check where a screen navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
