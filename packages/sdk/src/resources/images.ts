import { ImageResourceSchema } from '@mercato/core/contracts/image';
import type { Query, Session } from '../session.ts';

/** The `image` resource: uploads. */
export function imagesResource(session: Session) {
  return {
    /** `images/upload`: multipart upload of one JPG or PNG (max 20 MB). */
    upload: (image: Blob, filename = 'image', query: Query = {}) => {
      const form = new FormData();
      form.append('image', image, filename);
      return session.call('POST', 'images/upload', ImageResourceSchema, { expand: true, ...query }, form);
    },
  };
}
