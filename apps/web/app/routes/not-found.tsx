import { data } from 'react-router';
import { NotFoundContent } from '../components/not-found-content.tsx';

// Every unknown path lands here and answers 404 (spec §2 `*`).
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page not found' }];
}

export default function NotFound() {
  return <NotFoundContent />;
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
