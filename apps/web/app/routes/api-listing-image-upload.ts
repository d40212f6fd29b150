import {
  refuseListingImageRead,
  uploadListingImage,
} from '../features/listing-photos/listing-image-upload.server.ts';
import type { Route } from './+types/api-listing-image-upload';

export function loader(args: Route.LoaderArgs) {
  return refuseListingImageRead(args);
}

export function action(args: Route.ActionArgs) {
  return uploadListingImage(args);
}
