import { handleJob, PermanentJobError } from '../../jobs/job-definition.ts';
import { fileVerificationJob } from './file-jobs.ts';
import { verifyFile } from './files.service.ts';

/** Checks an uploaded file's bytes against its declared type. */
export const fileVerificationHandler = handleJob(fileVerificationJob, async (payload, run) => {
  const state = await verifyFile(run.ctx, payload.fileId);
  if (state === 'gone') throw new PermanentJobError(`file ${payload.fileId} is gone`);
  run.log.info({ fileId: payload.fileId, state }, 'file checked');
});
