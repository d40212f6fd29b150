import {
  type FileDownloadResource,
  FileDownloadResourceSchema,
  type FileResource,
  FileResourceSchema,
  type FileUploadResource,
  FileUploadResourceSchema,
  type OwnFileResource,
  OwnFileResourceSchema,
} from '@mercato/core/contracts/file';
import { SdkError } from '../sdk-error.ts';
import type { ApiResponse, Query, Session } from '../session.ts';

/** Files (issue #29): made by their metadata, their bytes sent to a signed URL, downloaded by URL. */
export function filesResources(session: Session) {
  return {
    ownFiles: {
      /** `own_files/create`: a file waiting for its bytes. */
      create: (params: {
        name: string;
        mimeType: string;
        size: number;
      }): Promise<ApiResponse<OwnFileResource>> =>
        session.call('POST', 'own_files/create', OwnFileResourceSchema, { expand: true }, params),
      /** `own_files/show`: the caller's file and where it stands. */
      show: (id: string, query: Query = {}): Promise<ApiResponse<OwnFileResource>> =>
        session.call('GET', 'own_files/show', OwnFileResourceSchema, { ...query, id }),
    },
    fileUploads: {
      /** `file_uploads/create`: where to send the bytes of the caller's file. */
      create: (fileId: string): Promise<ApiResponse<FileUploadResource>> =>
        session.call('POST', 'file_uploads/create', FileUploadResourceSchema, {}, { fileId }),
    },
    ownFileDownloads: {
      /** `own_file_downloads/create`: a short-lived URL of the caller's file. */
      create: (fileId: string): Promise<ApiResponse<FileDownloadResource>> =>
        session.call('POST', 'own_file_downloads/create', FileDownloadResourceSchema, {}, { fileId }),
    },
    fileDownloads: {
      /** `file_downloads/create`: a short-lived URL of an attachment's file the caller can see. */
      create: (fileAttachmentId: string): Promise<ApiResponse<FileDownloadResource>> =>
        session.call('POST', 'file_downloads/create', FileDownloadResourceSchema, {}, { fileAttachmentId }),
    },
    files: {
      /** `files/show`: an attachment's file. */
      show: (fileAttachmentId: string): Promise<ApiResponse<FileResource>> =>
        session.call('GET', 'files/show', FileResourceSchema, { fileAttachmentId }),
    },
    file: {
      /**
       * Sends a file's bytes to its upload URL (`file_uploads/create`), as a storage service takes
       * them: a `PUT` with the headers given and no token. Throws `SdkError` when refused.
       */
      async upload(upload: FileUploadResource['attributes'], bytes: Uint8Array<ArrayBuffer>): Promise<void> {
        const target = new URL(upload.url);
        const res = await session.transport({
          method: 'PUT',
          url: `${target.pathname}${target.search}`,
          headers: { ...upload.headers },
          body: bytes,
        });
        if (res.status >= 400) throw new SdkError(res.status, []);
      },
    },
  };
}
