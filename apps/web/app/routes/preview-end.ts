import { redirect } from 'react-router';
import { endPreview } from '../features/preview/preview.server.ts';
import type { Route } from './+types/preview-end';

/** Ends this browser's preview of a draft (the banner's button). */
export const action = (args: Route.ActionArgs) => endPreview(args);

/** Nothing to show: the marketplace. */
export function loader() {
  return redirect('/');
}
