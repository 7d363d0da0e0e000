import { useLocation } from 'react-router';

/** Shows where a screen sent the user, for tests to read. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
