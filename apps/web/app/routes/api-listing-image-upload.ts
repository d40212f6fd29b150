import {
  refuseListingImageRead,
  uploadListingImage,
} from '../features/listing-photos/listing-image-upload.server.ts';
import type { Route } from './+types/api-listing-image-upload';

export const loader = (args: Route.LoaderArgs) => refuseListingImageRead(args);

export const action = (args: Route.ActionArgs) => uploadListingImage(args);
