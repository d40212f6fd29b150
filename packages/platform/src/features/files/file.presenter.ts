import { randomUUID } from 'node:crypto';
import { type Resource, refOf } from '../../http/envelope.ts';
import { WireUuid } from '../../http/wire-values.ts';
import type { FileAttachment, StoredFile } from './file.ts';
import type { SignedFileUrl } from './files.service.ts';

/** The `ownFile` resource: the owner's view of their file and where it stands. */
export function presentOwnFile(file: StoredFile): Resource {
  return {
    id: new WireUuid(file.id),
    type: 'ownFile',
    attributes: {
      name: file.name,
      size: file.size,
      mimeType: file.mimeType,
      state: file.state,
      createdAt: file.createdAt,
      stateUpdatedAt: file.stateUpdatedAt,
    },
  };
}

/** The `file` resource: what anyone who can see an attachment sees of its file. */
export function presentFile(file: StoredFile): Resource {
  return {
    id: new WireUuid(file.id),
    type: 'file',
    attributes: { name: file.name, state: file.state, size: file.size, deleted: file.deleted },
  };
}

/** The `fileAttachment` resource, with its `file` relationship. */
export function presentFileAttachment(attachment: FileAttachment): Resource {
  return {
    id: new WireUuid(attachment.id),
    type: 'fileAttachment',
    attributes: { scope: attachment.scope, deleted: attachment.deleted },
    relationships: { file: { data: refOf('file', attachment.fileId) } },
  };
}

/** The `fileUpload` resource: where and how to send the file's bytes. */
export function presentFileUpload(
  fileId: string,
  upload: SignedFileUrl & { headers: Record<string, string> },
): Resource {
  return {
    id: new WireUuid(randomUUID()),
    type: 'fileUpload',
    attributes: {
      fileId: new WireUuid(fileId),
      url: upload.url,
      method: 'PUT',
      headers: upload.headers,
      expiresAt: upload.expiresAt,
    },
  };
}

/** The `fileDownload` or `ownFileDownload` resource: a short-lived URL of the file's bytes. */
export function presentFileDownload(
  type: 'fileDownload' | 'ownFileDownload',
  download: SignedFileUrl,
): Resource {
  return {
    id: new WireUuid(randomUUID()),
    type,
    attributes: { url: download.url, expiresAt: download.expiresAt },
  };
}

/**
 * `resource` (a message, listing or transaction) with its attachments as the relationship `name`
 * (`publicFileAttachments`, `protectedFileAttachments`): the attachments on it go into `included`,
 * and their files too when `withFiles` (`<name>.file` was asked for).
 */
export function withAttachments(
  resource: Resource,
  name: 'publicFileAttachments' | 'protectedFileAttachments',
  loaded: { attachments: readonly FileAttachment[]; files: ReadonlyMap<string, StoredFile> },
  options: { withFiles: boolean; included: Resource[] },
): Resource {
  const targetId = resource.id.uuid;
  const attachments = loaded.attachments.filter((a) => a.target.id === targetId);
  options.included.push(...attachments.map(presentFileAttachment));
  if (options.withFiles) {
    for (const attachment of attachments) {
      const file = loaded.files.get(attachment.fileId);
      if (file) options.included.push(presentFile(file));
    }
  }
  return {
    ...resource,
    relationships: {
      ...resource.relationships,
      [name]: { data: attachments.map((a) => refOf('fileAttachment', a.id)) },
    },
  };
}
