import { z } from 'zod';

/** Where a file stands: waiting for its bytes, being checked, usable, or refused by the check. */
export const FILE_STATES = [
  'pendingUpload',
  'pendingVerification',
  'available',
  'verificationFailed',
] as const;
export type FileState = (typeof FILE_STATES)[number];

/**
 * Files as the Marketplace API has them (issue #29): made by their owner with a name, a declared
 * type and size (`own_files/create`), uploaded straight to a signed URL, then checked. These are
 * Mercato's limits; an operator can lower the size ones with `FILE_MAX_BYTES`.
 */
export const FILE_LIMITS = {
  /** One file's size (the Web Template's own ceiling is 1 GB). */
  maxBytes: 100 * 1024 * 1024,
  /** Everything one user keeps, deleted files not counted. */
  maxBytesPerUser: 2 * 1024 * 1024 * 1024,
  /** Files one user may have waiting for their upload or their check at once. */
  maxPendingPerUser: 50,
  /** Files on one message, as the Web Template allows. */
  maxPerMessage: 10,
  /** Protected files on one listing. */
  maxPerListing: 10,
  maxNameLength: 255,
} as const;

/**
 * Types refused when a file is made (`own_files/create` answers 400 on `mimeType`): programs and
 * scripts a browser or a desktop might run when opened.
 */
export const BLOCKED_FILE_TYPES: readonly string[] = [
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-dosexec',
  'application/x-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sh',
  'application/x-csh',
  'application/x-bat',
  'application/x-msi',
  'application/vnd.microsoft.portable-executable',
  'application/java-archive',
  'application/x-java-archive',
  'application/javascript',
  'text/javascript',
  'application/x-httpd-php',
  'application/hta',
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
];

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** `own_files/create`. */
export const CreateOwnFileCommandSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(FILE_LIMITS.maxNameLength, `must be at most ${FILE_LIMITS.maxNameLength} characters`)
    .refine(
      (name) =>
        ![...name].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
      'must not contain slashes or control characters',
    ),
  mimeType: z
    .string()
    .trim()
    .toLowerCase()
    .regex(MIME_TYPE, 'must be a media type such as application/pdf')
    .refine((type) => !BLOCKED_FILE_TYPES.includes(type), 'is a type of file that cannot be shared here'),
  size: z
    .number()
    .int('must be a whole number of bytes')
    .min(1, 'must be at least 1 byte')
    .max(FILE_LIMITS.maxBytes, `must be at most ${FILE_LIMITS.maxBytes} bytes`),
});

/** `file_uploads/create` and `own_file_downloads/create`: one of the caller's own files. */
export const OwnFileCommandSchema = z.strictObject({ fileId: z.uuid('must be a file id') });

/** `file_downloads/create` and `files/show`: a file put on something the caller can see. */
export const FileAttachmentParamsSchema = z.strictObject({
  fileAttachmentId: z.uuid('must be a file attachment id'),
});

/** A file attachment as messages and listings take them: `[{fileId}]`. */
export const FileAttachmentsInputSchema = z.array(z.strictObject({ fileId: z.uuid('must be a file id') }));

export type CreateOwnFileCommand = z.infer<typeof CreateOwnFileCommandSchema>;

const RelationshipRef = z.object({ id: z.string(), type: z.string() });

/** The `ownFile` resource in JSON encoding: the owner's file and where it stands. */
export const OwnFileResourceSchema = z.object({
  id: z.string(),
  type: z.literal('ownFile'),
  attributes: z
    .object({
      name: z.string(),
      size: z.number(),
      mimeType: z.string(),
      state: z.enum(FILE_STATES),
      createdAt: z.string(),
      stateUpdatedAt: z.string(),
    })
    .partial(),
});
export type OwnFileResource = z.infer<typeof OwnFileResourceSchema>;

/** The `fileUpload` resource: where to send a file's bytes, and how. */
export const FileUploadResourceSchema = z.object({
  id: z.string(),
  type: z.literal('fileUpload'),
  attributes: z.object({
    fileId: z.string(),
    url: z.string(),
    method: z.string(),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
});
export type FileUploadResource = z.infer<typeof FileUploadResourceSchema>;

/** The `fileDownload` and `ownFileDownload` resources: a short-lived URL of a file's bytes. */
export const FileDownloadResourceSchema = z.object({
  id: z.string(),
  type: z.enum(['fileDownload', 'ownFileDownload']),
  attributes: z.object({ url: z.string(), expiresAt: z.string() }),
});
export type FileDownloadResource = z.infer<typeof FileDownloadResourceSchema>;

/** The `file` resource: what readers of an attachment see of its file. */
export const FileResourceSchema = z.object({
  id: z.string(),
  type: z.literal('file'),
  attributes: z
    .object({ name: z.string(), state: z.enum(FILE_STATES), size: z.number(), deleted: z.boolean() })
    .partial(),
});
export type FileResource = z.infer<typeof FileResourceSchema>;

/** The `fileAttachment` resource, with its `file` relationship. */
export const FileAttachmentResourceSchema = z.object({
  id: z.string(),
  type: z.literal('fileAttachment'),
  attributes: z.object({ scope: z.string(), deleted: z.boolean() }).partial(),
  relationships: z
    .object({ file: z.object({ data: RelationshipRef.nullable() }) })
    .partial()
    .optional(),
});
export type FileAttachmentResource = z.infer<typeof FileAttachmentResourceSchema>;
