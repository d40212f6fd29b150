import { data } from 'react-router';

// An unknown path under /console: the console's own 404, in its frame (the layout's error
// boundary), after its login.
export function loader() {
  throw data(null, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
